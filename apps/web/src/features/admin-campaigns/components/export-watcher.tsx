// Follows the admin's respondent exports: asks checking-progress for the oldest unfinished job
// once a second (one request a second in all), then shows a notification with the download
// link (kept 86,400 ms; downloading marks the job downloaded) or a failure toast naming the
// survey with a retry. Jobs come from the server's list, so a reload picks them up again.
import { useEffect } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '@fanclub/contract/campaign-exports';
import {
  checkExportProgress,
  exportJobsQueryOptions,
  markExportDownloaded,
  startExport,
  storeExportJob,
  useExportJobs,
} from '../api/campaign-exports';

const POLL_MS = 1_000;
const DOWNLOAD_NOTICE_MS = 86_400;
const SEEN_FAILURES = 'campaign-export-failures-seen';

/** Jobs already announced in this tab (a notification each, not one per render). */
const announced = new Set<string>();

function seenFailures(): string[] {
  try {
    return JSON.parse(window.localStorage.getItem(SEEN_FAILURES) ?? '[]') as string[];
  } catch {
    return [];
  }
}

function rememberFailure(id: string) {
  const seen = [...seenFailures().filter((s) => s !== id), id].slice(-50);
  window.localStorage.setItem(SEEN_FAILURES, JSON.stringify(seen));
}

export function ExportWatcher() {
  const { t } = useTranslation('campaigns');
  const queryClient = useQueryClient();
  const jobs = useExportJobs();
  const oldest = (jobs.data ?? [])
    .filter((j) => j.status === 'processing')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];

  // One request, then the next a second after its answer, while anything is processing.
  useEffect(() => {
    if (!oldest) return;
    let stopped = false;
    const timer = window.setTimeout(() => {
      checkExportProgress(oldest).then(
        (job) => !stopped && storeExportJob(queryClient, job),
        () => !stopped && void queryClient.invalidateQueries(exportJobsQueryOptions()),
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [oldest, jobs.dataUpdatedAt, queryClient]);

  useEffect(() => {
    const retry = (job: ExportJob) => {
      notifications.hide(`export-${job.progressTrackingId}`);
      startExport(job.campaignId).then(
        (next) => storeExportJob(queryClient, next),
        (error: unknown) => notifications.show({ color: 'red', message: (error as Error).message }),
      );
    };
    const download = (job: ExportJob) => {
      notifications.hide(`export-${job.progressTrackingId}`);
      void markExportDownloaded(job).then((done) => storeExportJob(queryClient, done));
    };
    for (const job of jobs.data ?? []) {
      const id = job.progressTrackingId;
      if (announced.has(id)) continue;
      if (job.status === 'completed' && job.fileUrl) {
        announced.add(id);
        notifications.show({
          id: `export-${id}`,
          color: 'teal',
          autoClose: DOWNLOAD_NOTICE_MS,
          title: t('export.readyTitle'),
          message: (
            <Stack gap={6}>
              <Text fz="sm">{t('export.ready', { title: job.campaignTitle })}</Text>
              <Anchor
                href={job.fileUrl}
                download={job.fileName ?? true}
                fz="sm"
                fw={600}
                onClick={() => download(job)}
              >
                {t('export.download', { file: job.fileName ?? '' })}
              </Anchor>
            </Stack>
          ),
        });
      } else if (job.status === 'failed') {
        announced.add(id);
        if (seenFailures().includes(id)) continue;
        rememberFailure(id);
        notifications.show({
          id: `export-${id}`,
          color: 'red',
          autoClose: false,
          title: t('export.failedTitle'),
          message: (
            <Stack gap={6}>
              <Text fz="sm">{t('export.failed', { title: job.campaignTitle })}</Text>
              <Group>
                <Button size="compact-sm" variant="light" color="red" onClick={() => retry(job)}>
                  {t('export.retry')}
                </Button>
              </Group>
            </Stack>
          ),
        });
      }
    }
  }, [jobs.data, queryClient, t]);

  return null;
}
