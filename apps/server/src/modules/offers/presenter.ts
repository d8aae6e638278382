// Offers as the admin screens, the members and the mails see them.
import type { Audience } from '@fanclub/contract/audience';
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import type { OfferEmail } from '@fanclub/contract/offers';
import type { MemberOfferDetail, OfferDetail, OfferListItem } from '@fanclub/contract/offer-views';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { MailSet } from '@fanclub/contract/sendouts';
import type { OfferEmailRow, OfferRow, TagValues } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { offerState } from './policy';
import type { OfferListRow } from './queries';

export const goPath = (offerId: number) => `/api/offers/${offerId}/go`;
export const pagePath = (offerId: number) => `/offer/${offerId}`;

/** Japanese for ja, English for every other language. */
export const titleFor = (o: Pick<OfferRow, 'titleJa' | 'titleEn'>, language: string) =>
  language === 'ja' ? o.titleJa : o.titleEn;

/** The offer tags' values per content language, fixed with each batch (A3-3: the member page). */
export function offerTagValues(o: OfferRow, appUrl: string): TagValues {
  const values: TagValues = {};
  for (const lang of CONTENT_LANGUAGES)
    values[lang] = {
      offer_name: titleFor(o, lang),
      offer_link: `${appUrl}${pagePath(o.id)}?via=mail`,
      expired_date: formatJapanTime(o.expiresAt),
    };
  return values;
}

export function mailSetOf(emails: OfferEmailRow[]): MailSet {
  const mail: MailSet = {};
  for (const e of emails) mail[e.language] = { subject: e.subject, body: e.body };
  return mail;
}

export const presentOfferEmail = (e: OfferEmailRow): OfferEmail => ({
  id: e.id,
  language: e.language,
  subject: e.subject,
  body: e.body,
});

export function presentOfferItem(
  locale: string,
  row: OfferListRow,
  storage: Storage,
  now = new Date(),
): OfferListItem {
  const o = row.offer;
  return {
    id: o.id,
    titleJa: o.titleJa,
    titleEn: o.titleEn,
    title: titleFor(o, locale),
    imageUrl: storage.url(o.imageKey),
    link: o.link,
    startAt: o.startAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    status: o.status,
    state: offerState({ ...o, hasInvitation: row.hasInvitation }, now),
    clicks: row.clicks,
    humanClicks: row.humanClicks,
    uniqueClickers: row.uniqueClickers,
    openRate: row.openRate,
    sendToNewMembers: o.sendToNewMembers,
    createdAt: o.createdAt.toISOString(),
  };
}

export function presentOfferDetail(
  locale: string,
  row: OfferListRow,
  emails: OfferEmailRow[],
  storage: Storage,
): OfferDetail {
  const o = row.offer;
  return {
    ...presentOfferItem(locale, row, storage),
    description: o.description,
    mainLanguage: o.mainLanguage,
    startAtJst: formatJapanTime(o.startAt),
    expiresAtJst: formatJapanTime(o.expiresAt),
    audience: (o.audience as Audience | null) ?? null,
    emails: emails.map(presentOfferEmail),
  };
}

export function presentMemberOffer(
  locale: string,
  o: OfferRow,
  storage: Storage,
  now = new Date(),
): MemberOfferDetail {
  return {
    id: o.id,
    title: titleFor(o, locale),
    description: o.description,
    imageUrl: storage.url(o.imageKey),
    startAt: o.startAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    expiresAtJst: formatJapanTime(o.expiresAt),
    goUrl: goPath(o.id),
    ended: now.getTime() >= o.expiresAt.getTime(),
  };
}
