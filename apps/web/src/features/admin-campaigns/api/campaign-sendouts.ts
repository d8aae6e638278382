// A campaign's mail batches, through the shared sendout hooks (invitation and reminder).
import { sourceSendoutApi } from '@/admin-kit/sendouts/source-sendout-api';
import { queryKeys } from '@/lib/query-keys';

export const campaignSendoutApi = sourceSendoutApi({
  path: '/api/admin/campaign',
  idField: 'campaignId',
  keys: queryKeys.campaigns,
});
