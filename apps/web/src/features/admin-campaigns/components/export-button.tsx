// "Export respondents" for one campaign: starts a job (or shows the one running, with its
// progress); the ExportWatcher on the page follows it to the download.
import '@mantine/core/styles/Progress.layer.css';
import { Button, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileExport } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startExport, storeExportJob, useExportJobs } from '../api/campaign-exports';

type ExportButtonProps = { campaignId: number; title: string; compact?: boolean };

export function ExportButton({ campaignId, title, compact = false }: ExportButtonProps) {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const jobs = useExportJobs();
  const running = jobs.data?.find((j) => j.campaignId === campaignId && j.status === 'processing');
  const start = useMutation({
    mutationFn: () => startExport(campaignId),
    onSuccess: (job) => storeExportJob(queryClient, job),
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });

  if (running)
    return (
      <Group gap="xs" wrap="nowrap" miw={compact ? 120 : 220} aria-live="polite">
        <Progress
          value={running.progress}
          size="md"
          style={{ flex: 1 }}
          aria-label={t('export.progressLabel', { title, progress: running.progress })}
        />
        <Text fz="sm" c="dimmed">
          {t('export.progress', { progress: running.progress })}
        </Text>
      </Group>
    );
  return (
    <Button
      variant={compact ? 'subtle' : 'light'}
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={<IconFileExport size={16} aria-hidden />}
      loading={start.isPending}
      onClick={() => start.mutate()}
      aria-label={compact ? t('export.startLabel', { title }) : undefined}
    >
      {compact ? t('export.startShort') : t('export.start')}
    </Button>
  );
}
