// The campaign's mails as members get them (the HTML part the server renders for a batch, with
// the admin's names), per type and language.
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useState } from 'react';
import { Divider, Group, Paper, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@fanclub/contract/campaign-views';
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import { SENDOUT_TYPES, type SendoutType } from '@fanclub/contract/sendouts';
import { MailFrame } from '@/admin-kit/mail/mail-frame';

export function MailPreviews({ previews }: { previews: CampaignDetail['previews'] }) {
  const { t } = useTranslation(['campaigns', 'admin']);
  const types = SENDOUT_TYPES.filter((type) => previews.some((p) => p.type === type));
  const [type, setType] = useState<SendoutType>(types[0] ?? 'invitation');
  const ofType = previews.filter((p) => p.type === type);
  const languages = CONTENT_LANGUAGES.filter((l) => ofType.some((p) => p.language === l));
  if (previews.length === 0) return <Text c="dimmed">{t('detail.noMail')}</Text>;
  return (
    <Stack gap="sm">
      {types.length > 1 && (
        <SegmentedControl
          value={type}
          onChange={(v) => setType(v as SendoutType)}
          data={types.map((v) => ({ value: v, label: t(`admin:sendouts.types.${v}`) }))}
          aria-label={t('detail.previewType')}
          w="fit-content"
        />
      )}
      <Tabs key={type} defaultValue={languages[0] ?? 'ja'} keepMounted={false}>
        <Tabs.List>
          {languages.map((l) => (
            <Tabs.Tab key={l} value={l}>
              {t(`admin:posts.languages.${l}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ofType.map((p) => (
          <Tabs.Panel key={p.language} value={p.language} pt="md">
            <Paper withBorder p="md" radius="md">
              <Group gap="xs">
                <Text fz="sm" c="dimmed">
                  {t('detail.subject')}
                </Text>
                <Text fw={600} data-testid={`preview-subject-${p.type}-${p.language}`}>
                  {p.subject}
                </Text>
              </Group>
              <Divider my="sm" />
              <MailFrame html={p.body} title={t('detail.subject')} />
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
