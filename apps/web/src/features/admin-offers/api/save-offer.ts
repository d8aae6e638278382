// The wizard's saves, one call per step: basic information with the image (multipart
// create-detail, or update/{id} where a missing image keeps the old one), the invitation per
// language (create-email replaces the set) and the audience (create-audience).
import type { DataResponse } from '@fanclub/contract/api';
import type { Audience } from '@fanclub/contract/audience';
import type {
  OfferAudienceResult,
  OfferDetailData,
  OfferEmail,
  OfferEmailBody,
  SavedOffer,
} from '@fanclub/contract/offers';
import { OFFER_IMAGE_FIELD } from '@fanclub/contract/offers';
import { api } from '@/lib/api-client';

export function saveOfferDetail(
  id: number | undefined,
  fields: OfferDetailData,
  image: File | null,
): Promise<SavedOffer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  if (image) body.append(OFFER_IMAGE_FIELD, image);
  const path =
    id === undefined ? '/api/admin/offer/create-detail' : `/api/admin/offer/update/${id}`;
  return api.post<DataResponse<SavedOffer>>(path, body).then((r) => r.data);
}

export function saveOfferEmails(body: OfferEmailBody): Promise<OfferEmail[]> {
  return api
    .post<DataResponse<OfferEmail[]>>('/api/admin/offer/create-email', body)
    .then((r) => r.data);
}

export function saveOfferAudience(offerId: number, audience: Audience) {
  return api
    .post<DataResponse<OfferAudienceResult>>('/api/admin/offer/create-audience', {
      offerId,
      audience,
    })
    .then((r) => r.data);
}
