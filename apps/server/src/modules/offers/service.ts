// Offer commands of the admin wizard: basic information with the image, the invitation per
// language, the audience, the status, "send to new members", and deletion.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import { parseTimeInput } from '@fanclub/contract/campaigns';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { OfferDetailData, OfferStatus } from '@fanclub/contract/offers';
import type { MailSet } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import { offerEmails, offers, sendoutBatches } from '../../db/schema/index';
import { appError, notFound } from '../../errors';
import { rowsOf } from '../../db/rows';
import { cleanMailBody } from '../../mail/body';

const columnsOf = (body: OfferDetailData) => ({
  titleJa: body.titleJa,
  titleEn: body.titleEn,
  description: body.description,
  link: body.link,
  mainLanguage: body.mainLanguage,
  startAt: parseTimeInput(body.startAt)!,
  expiresAt: parseTimeInput(body.expiresAt)!,
  status: body.status,
});

export async function createOffer(
  db: Db,
  body: OfferDetailData,
  imageKey: string,
  adminId: number,
) {
  const [row] = await db
    .insert(offers)
    .values({ ...columnsOf(body), imageKey, createdById: adminId })
    .returning();
  return row!;
}

/** The whole basic information; without a new image the old one stays. */
export async function updateOffer(db: Db, id: number, body: OfferDetailData, imageKey?: string) {
  const [row] = await db
    .update(offers)
    .set({ ...columnsOf(body), ...(imageKey ? { imageKey } : {}), updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

async function setColumns(db: Db, id: number, values: Partial<typeof offers.$inferInsert>) {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}
export const setOfferStatus = (db: Db, id: number, status: OfferStatus) =>
  setColumns(db, id, { status });
export const setOfferAudience = (db: Db, id: number, audience: Audience) =>
  setColumns(db, id, { audience });
export const setOfferSendToNewMembers = (db: Db, id: number, enabled: boolean) =>
  setColumns(db, id, { sendToNewMembers: enabled });

/** Replaces the invitation set: written languages are upserted, the others removed. */
export async function saveOfferEmails(db: Db, offerId: number, mail: MailSet) {
  const written = (Object.entries(mail) as [ContentLanguage, { subject: string; body: string }][])
    .filter(([, content]) => content !== undefined)
    .map(([language, content]) => ({
      offerId,
      language,
      subject: content.subject,
      body: cleanMailBody(content.body),
    }));
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId));
    if (!exists) throw notFound();
    await tx.delete(offerEmails).where(
      and(
        eq(offerEmails.offerId, offerId),
        notInArray(
          offerEmails.language,
          written.map((w) => w.language),
        ),
      ),
    );
    return tx
      .insert(offerEmails)
      .values(written)
      .onConflictDoUpdate({
        target: [offerEmails.offerId, offerEmails.language],
        set: { subject: sql.raw('excluded.subject'), body: sql.raw('excluded.body') },
      })
      .returning();
  });
}

export async function updateOfferEmail(
  db: Db,
  offerId: number,
  emailId: number,
  content: { subject: string; body: string },
) {
  const [row] = await db
    .update(offerEmails)
    .set({ subject: content.subject, body: cleanMailBody(content.body) })
    .where(and(eq(offerEmails.id, emailId), eq(offerEmails.offerId, offerId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Deletes an offer nothing was sent for and nobody clicked (the partners' figures stay); else
 * 409 CONFLICT: disable it instead. Its unstarted batches go too.
 */
export async function deleteOffer(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.id, id))
      .for('update');
    if (!row) throw notFound();
    const [used] = await tx
      .execute(
        sql`select exists (
        select 1 from sendout_batches b where b.source = 'offer' and b.source_id = ${id}
          and b.status <> 'schedule')
      or exists (select 1 from offer_clicks c where c.offer_id = ${id}) as used`,
      )
      .then((r) => rowsOf<{ used: boolean }>(r));
    if (used?.used) throw appError('CONFLICT');
    await tx
      .delete(sendoutBatches)
      .where(and(eq(sendoutBatches.source, 'offer'), eq(sendoutBatches.sourceId, id)));
    await tx.delete(offers).where(eq(offers.id, id));
  });
}
