// What the admin's offer list, offer page, click figures and export show, and the member's
// offer cards and page (routes: offers.ts).
import { z } from 'zod';
import { UI_LOCALES, CONTENT_LANGUAGES } from './codes';
import { OFFER_STATES, OFFER_STATUSES, offerEmail } from './offers';
import { audienceView } from './posts';
import { sourceListQuery } from './source-steps';

export const offerListQuery = sourceListQuery(OFFER_STATES);
export type OfferListQuery = z.input<typeof offerListQuery>;

export const offerListItem = z
  .object({
    id: z.number().int(),
    titleJa: z.string(),
    titleEn: z.string(),
    /** In the request's language. */
    title: z.string(),
    /** `/uploads/offers/…webp`. */
    imageUrl: z.string(),
    link: z.string(),
    startAt: z.string(),
    expiresAt: z.string(),
    status: z.enum(OFFER_STATUSES),
    state: z.enum(OFFER_STATES),
    /** Every recorded site click (`go`), raw. */
    clicks: z.number().int(),
    /** Site clicks judged human (see offerClickStats). */
    humanClicks: z.number().int(),
    uniqueClickers: z.number().int(),
    /** Opens ÷ sent over the offer's batches, 0–1. */
    openRate: z.number(),
    sendToNewMembers: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OfferListItem' });
export type OfferListItem = z.infer<typeof offerListItem>;

export const offerDetail = offerListItem
  .extend({
    description: z.string(),
    mainLanguage: z.enum(CONTENT_LANGUAGES),
    /** `YYYY-MM-DD HH:mm` Japan time, for the form. */
    startAtJst: z.string(),
    expiresAtJst: z.string(),
    audience: audienceView.nullable(),
    emails: z.array(offerEmail),
  })
  .meta({ id: 'OfferDetail' });
export type OfferDetail = z.infer<typeof offerDetail>;

/**
 * Click figures. `clicks` counts every recorded click (raw); `humanClicks` those from a signed-in
 * member's browser (GET, not a known scanner agent). Mail figures come from the engine's tracked
 * links of the offer's batches: raw and human (a click passing the checks of
 * DECISIONS "Offers": time since delivery, scanner agents, cookies, HEAD).
 */
/** The click export's language (a browser download sends no Content-Language). */
export const offerExportQuery = z.object({ lang: z.enum(UI_LOCALES).optional() });

export const offerClickStats = z
  .object({
    clicks: z.number().int(),
    humanClicks: z.number().int(),
    uniqueClickers: z.number().int(),
    mail: z.object({
      sent: z.number().int(),
      opened: z.number().int(),
      humanOpened: z.number().int(),
      clicked: z.number().int(),
      humanClicked: z.number().int(),
    }),
    /** Japan-time days from the first click to the last (days without clicks included). */
    byDay: z.array(
      z.object({
        date: z.string(),
        clicks: z.number().int(),
        humanClicks: z.number().int(),
        uniqueClickers: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OfferClickStats' });
export type OfferClickStats = z.infer<typeof offerClickStats>;

// Members -------------------------------------------------------------------------------------

export const memberOffer = z
  .object({
    id: z.number().int(),
    /** In the member's language (ja → titleJa, otherwise titleEn). */
    title: z.string(),
    description: z.string(),
    imageUrl: z.string(),
    startAt: z.string(),
    expiresAt: z.string(),
    /** `YYYY-MM-DD HH:mm` Japan time. */
    expiresAtJst: z.string(),
    /** `/api/offers/{id}/go`: a full-page navigation, not a fetch. */
    goUrl: z.string(),
  })
  .meta({ id: 'MemberOffer' });
export type MemberOffer = z.infer<typeof memberOffer>;

export const memberOfferDetail = memberOffer
  .extend({
    /** Past its expiry: show "this offer has ended", no button. */
    ended: z.boolean(),
  })
  .meta({ id: 'MemberOfferDetail' });
export type MemberOfferDetail = z.infer<typeof memberOfferDetail>;
