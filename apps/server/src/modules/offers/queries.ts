// Offer reads: one offer or a page of them with their click and open figures, the mails, the
// offers a member may see, and whether one member is in an offer's audience.
import { and, asc, desc, eq, gt, ilike, lte, or, sql } from 'drizzle-orm';
import type { OfferState } from '@fanclub/contract/offers';
import type { Db } from '../../db/client';
import { offerEmails, offers, users, type OfferRow, type UserRow } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';
import { membersMatching } from '../audience/sql';
import { offerState } from './policy';

/** The outer offer's id, qualified (inside a subquery a bare "id" would be the subquery's). */
export const OFFER_ID = sql.raw('"offers"."id"');

const hasInvitation = sql<boolean>`exists (select 1 from offer_emails e
  where e.offer_id = ${OFFER_ID} and e.language = 'ja')`;
const openRate = sql<number>`(select coalesce(sum(b.opened_count)::float8 / nullif(sum(b.sent_count), 0), 0)
  from sendout_batches b where b.source = 'offer' and b.source_id = ${OFFER_ID})`;
const clicks = sql<number>`(select count(*)::int from offer_clicks c where c.offer_id = ${OFFER_ID})`;
const humanClicks = sql<number>`(select count(*)::int from offer_clicks c
  where c.offer_id = ${OFFER_ID} and c.human)`;
const uniqueClickers = sql<number>`(select count(distinct c.user_id)::int from offer_clicks c
  where c.offer_id = ${OFFER_ID})`;

const listColumns = { offer: offers, hasInvitation, openRate, clicks, humanClicks, uniqueClickers };
export type OfferListRow = {
  offer: OfferRow;
  hasInvitation: boolean;
  openRate: number;
  clicks: number;
  humanClicks: number;
  uniqueClickers: number;
};
const normal = (r: OfferListRow): OfferListRow => ({
  ...r,
  openRate: Number(r.openRate),
  clicks: Number(r.clicks),
  humanClicks: Number(r.humanClicks),
  uniqueClickers: Number(r.uniqueClickers),
});

export async function findOffer(db: Db, id: number): Promise<OfferListRow | undefined> {
  const [row] = await db.select(listColumns).from(offers).where(eq(offers.id, id));
  return row && normal(row);
}

export async function listOffers(
  db: Db,
  filter: { keyword: string; state?: OfferState },
  page: number,
  limit: number,
  now = new Date(),
) {
  const like = `%${escapeLike(filter.keyword)}%`;
  const where = filter.keyword
    ? or(
        ilike(offers.titleJa, like),
        ilike(offers.titleEn, like),
        sql`${offers.id}::text = ${filter.keyword}`,
      )
    : undefined;
  const rows = (
    await db.select(listColumns).from(offers).where(where).orderBy(desc(offers.id))
  ).map(normal);
  // The state is derived; the admin list is short (tens of offers), so it is filtered here.
  const matching = filter.state
    ? rows.filter(
        (r) => offerState({ ...r.offer, hasInvitation: r.hasInvitation }, now) === filter.state,
      )
    : rows;
  return { rows: matching.slice((page - 1) * limit, page * limit), total: matching.length };
}

export const emailsOf = (db: Db, offerId: number) =>
  db
    .select()
    .from(offerEmails)
    .where(eq(offerEmails.offerId, offerId))
    .orderBy(asc(offerEmails.id));

/** Whether the member is one of the active members the offer's audience matches now. */
export async function inAudience(db: Db, offer: OfferRow, user: UserRow, now = new Date()) {
  if (!offer.audience) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, user.id), membersMatching(offer.audience, now)));
  return row !== undefined;
}

/** Active offers open now whose audience holds the member, soonest expiry first. */
export async function openOffersFor(
  db: Db,
  user: UserRow,
  page: number,
  limit: number,
  now = new Date(),
) {
  const candidates = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.status, 'active'),
        lte(offers.startAt, now),
        gt(offers.expiresAt, now),
        sql`${offers.audience} is not null`,
      ),
    )
    .orderBy(asc(offers.expiresAt), desc(offers.id));
  // One query however many offers: a column per candidate, whether the member matches it.
  if (!candidates.length) return { rows: [], total: 0 };
  const columns = Object.fromEntries(
    candidates.map((o, i) => [`o${i}`, sql<boolean>`(${membersMatching(o.audience!, now)})`]),
  );
  const [matches] = await db.select(columns).from(users).where(eq(users.id, user.id));
  const visible = candidates.filter((_, i) => matches?.[`o${i}`] === true);
  return { rows: visible.slice((page - 1) * limit, page * limit), total: visible.length };
}
