// An offer's mail batches, through the shared sendout hooks (the invitation only).
import { sourceSendoutApi } from '@/admin-kit/sendouts/source-sendout-api';
import { queryKeys } from '@/lib/query-keys';

export const offerSendoutApi = sourceSendoutApi({
  path: '/api/admin/offer',
  idField: 'offerId',
  keys: queryKeys.offers,
});
