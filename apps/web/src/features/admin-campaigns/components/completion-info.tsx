// What the survey tool must call when a respondent finishes: the completion URL (with its
// {RID} placeholder), how to sign it, and the outcomes it may report.
import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@fanclub/contract/campaign-views';

export function CompletionInfo({ completion }: { completion: CampaignDetail['completion'] }) {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('detail.completion.lead')}</Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code
          block
          style={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          data-testid="completion-url"
        >
          {completion.url}
        </Code>
        <CopyButton value={completion.url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('detail.completion.copied') : t('detail.completion.copy')}>
              <ActionIcon
                variant="light"
                onClick={copy}
                aria-label={t('detail.completion.copy')}
                color={copied ? 'teal' : undefined}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Text fz="sm" fw={600}>
        {t('detail.completion.howTitle', { algorithm: completion.algorithm })}
      </Text>
      <Text fz="sm">{completion.howToSign}</Text>
    </Stack>
  );
}
