// Campaign commands of the admin wizard: basic settings, mails per type and language, audience,
// the status toggle, "send to new members", and deletion while nothing was sent or started.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import {
  parseTimeInput,
  type CampaignDetailData,
  type CampaignStatus,
} from '@fanclub/contract/campaigns';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { MailSet, SendoutType } from '@fanclub/contract/sendouts';
import type { Db } from '../../db/client';
import { campaignEmails, campaigns, sendoutBatches } from '../../db/schema/index';
import { appError, notFound, validationFailed } from '../../errors';
import { cleanMailBody } from '../../mail/body';
import { findCampaign } from './queries';

/** The value an upsert proposed for a column. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

function columnsOf(body: CampaignDetailData) {
  return {
    titleJa: body.titleJa,
    titleEn: body.titleEn,
    description: body.description,
    point: body.point,
    screenoutPoint: body.screenoutPoint,
    overQuotaPoint: body.overQuotaPoint,
    lengthMinutes: body.lengthMinutes,
    surveyLink: body.surveyLink,
    primaryLanguage: body.primaryLanguage,
    startAt: parseTimeInput(body.startAt)!,
    expiresAt: parseTimeInput(body.expiresAt)!,
    respondentLimit: body.respondentLimit,
    status: body.status,
  };
}

export async function createCampaign(db: Db, body: CampaignDetailData, adminId: number) {
  const [row] = await db
    .insert(campaigns)
    .values({ ...columnsOf(body), createdById: adminId })
    .returning();
  return row!;
}

/** The whole basic settings; the limit cannot go below the answers already counted. */
export async function updateCampaign(db: Db, id: number, body: CampaignDetailData) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw notFound();
    if (body.respondentLimit !== null && body.respondentLimit < current.completedCount)
      throw validationFailed({
        respondentLimit: {
          key: 'validation.number_range',
          params: { min: current.completedCount, max: 10_000_000 },
        },
      });
    const [row] = await tx
      .update(campaigns)
      .set({ ...columnsOf(body), updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    return row!;
  });
}

export async function setCampaignStatus(db: Db, id: number, status: CampaignStatus) {
  const [row] = await db
    .update(campaigns)
    .set({ status, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function setSendToNewMembers(db: Db, id: number, enabled: boolean) {
  const [row] = await db
    .update(campaigns)
    .set({ sendToNewMembers: enabled, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning({ enabled: campaigns.sendToNewMembers });
  if (!row) throw notFound();
  return row.enabled;
}

export async function setAudience(db: Db, id: number, audience: Audience) {
  const [row] = await db
    .update(campaigns)
    .set({ audience, updatedAt: new Date() })
    .where(eq(campaigns.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** Replaces one type's mails: written languages are upserted, the others removed. */
export async function saveEmails(db: Db, campaignId: number, type: SendoutType, mail: MailSet) {
  const written = (Object.entries(mail) as [ContentLanguage, { subject: string; body: string }][])
    .filter(([, content]) => content !== undefined)
    .map(([language, content]) => ({
      campaignId,
      type,
      language,
      subject: content.subject,
      body: cleanMailBody(content.body),
    }));
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    if (!exists) throw notFound();
    const same = and(eq(campaignEmails.campaignId, campaignId), eq(campaignEmails.type, type));
    await tx.delete(campaignEmails).where(
      and(
        same,
        notInArray(
          campaignEmails.language,
          written.map((w) => w.language),
        ),
      ),
    );
    return tx
      .insert(campaignEmails)
      .values(written)
      .onConflictDoUpdate({
        target: [campaignEmails.campaignId, campaignEmails.type, campaignEmails.language],
        set: { subject: sqlExcluded('subject'), body: sqlExcluded('body') },
      })
      .returning();
  });
}

export async function updateEmail(
  db: Db,
  campaignId: number,
  emailId: number,
  content: { subject: string; body: string },
) {
  const [row] = await db
    .update(campaignEmails)
    .set({ subject: content.subject, body: cleanMailBody(content.body) })
    .where(and(eq(campaignEmails.id, emailId), eq(campaignEmails.campaignId, campaignId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** The campaign with its list figures; 404 when there is none. */
export async function campaignOr404(db: Db, id: number) {
  const row = await findCampaign(db, id);
  if (!row) throw notFound();
  return row;
}

/** Deletes a campaign nothing was sent for and nobody started; its unstarted batches go too. */
export async function deleteCampaign(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const found = await campaignOr404(tx, id);
    if (!found.deletable) throw appError('CAMPAIGN_IN_USE');
    await tx
      .delete(sendoutBatches)
      .where(and(eq(sendoutBatches.source, 'campaign'), eq(sendoutBatches.sourceId, id)));
    await tx.delete(campaigns).where(eq(campaigns.id, id));
  });
}
