// Respondent exports: starting one, its progress (checking-progress), marking it downloaded,
// and the admin's unfinished or undownloaded jobs (so a reload picks them up again).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DataResponse } from '@fanclub/contract/api';
import type { ExportJob } from '@fanclub/contract/campaign-exports';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const exportJobsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.campaigns.exports,
    queryFn: ({ signal }) =>
      api
        .get<DataResponse<ExportJob[]>>('/api/admin/campaign-exports', { signal })
        .then((r) => r.data),
    staleTime: Infinity,
  });

export function useExportJobs() {
  return useQuery(exportJobsQueryOptions());
}

export function startExport(campaignId: number): Promise<ExportJob> {
  return api
    .post<DataResponse<ExportJob>>(`/api/admin/campaigns/${campaignId}/export`)
    .then((r) => r.data);
}

export function checkExportProgress(job: ExportJob): Promise<ExportJob> {
  return api
    .post<DataResponse<ExportJob>>(`/api/admin/campaigns/${job.campaignId}/checking-progress`, {
      progressTrackingId: job.progressTrackingId,
    })
    .then((r) => r.data);
}

export function markExportDownloaded(job: ExportJob): Promise<ExportJob> {
  return api
    .post<DataResponse<ExportJob>>(`/api/admin/campaigns/${job.campaignId}/markDownloaded`, {
      progressTrackingId: job.progressTrackingId,
    })
    .then((r) => r.data);
}

/** Puts a job's latest state into the cached list (adding it when new). */
export function storeExportJob(queryClient: QueryClient, job: ExportJob) {
  queryClient.setQueryData(exportJobsQueryOptions().queryKey, (jobs = []) => {
    const others = jobs.filter((j) => j.progressTrackingId !== job.progressTrackingId);
    return job.status === 'downloaded' ? others : [...others, job];
  });
}
