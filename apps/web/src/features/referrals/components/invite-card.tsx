// The member's referral code and share link, with copy buttons and share shortcuts.
import '@mantine/core/styles/Tooltip.layer.css';
import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReferralDetail } from '@fanclub/contract/referrals';

export function InviteCard({ detail }: { detail: ReferralDetail }) {
  const { t } = useTranslation('member');
  const message = t('referrals.shareMessage', { link: detail.link });
  const mailto = `mailto:?subject=${encodeURIComponent(t('referrals.shareSubject'))}&body=${encodeURIComponent(message)}`;
  const line = `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(detail.link)}`;
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder shadow="sm">
      <Stack gap="md">
        <Title order={2} fz={20}>
          {t('referrals.yourCode')}
        </Title>
        <Group gap="sm" align="center">
          <Text
            component="span"
            fz={32}
            fw={700}
            c="sea.8"
            style={{ letterSpacing: '0.12em', fontFamily: 'monospace' }}
            data-testid="referral-code"
          >
            {detail.referralCode}
          </Text>
          <CopyButton value={detail.referralCode}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('referrals.copied') : t('referrals.copyCode')} withArrow>
                <ActionIcon
                  variant="light"
                  size="lg"
                  onClick={copy}
                  aria-label={t('referrals.copyCode')}
                >
                  {copied ? (
                    <IconCheck size={18} aria-hidden />
                  ) : (
                    <IconCopy size={18} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label={t('referrals.link')}
          value={detail.link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="sm">
          <CopyButton value={detail.link}>
            {({ copied, copy }) => (
              <Button
                radius="xl"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {copied ? t('referrals.copied') : t('referrals.copyLink')}
              </Button>
            )}
          </CopyButton>
          <Button
            component="a"
            href={mailto}
            variant="light"
            radius="xl"
            leftSection={<IconMail size={16} aria-hidden />}
          >
            {t('referrals.shareMail')}
          </Button>
          <Anchor href={line} target="_blank" rel="noopener noreferrer" fz="sm">
            {t('referrals.shareLine')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
