// Campaign reads: one campaign or a page of them, with what the screens derive (an invitation
// written, open rate, whether it may still be deleted), its mails and respondent counts.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignState } from '@fanclub/contract/campaigns';
import type { Db } from '../../db/client';
import { campaignEmails, campaignRespondents, campaigns } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';

/**
 * The outer campaign's id, always qualified: in a single-table select Drizzle writes a column
 * bare, and inside a subquery a bare "id" would name the subquery's own table.
 */
export const CAMPAIGN_ID = sql.raw('"campaigns"."id"');

const hasInvitation = sql<boolean>`exists (select 1 from campaign_emails e
  where e.campaign_id = ${CAMPAIGN_ID} and e.type = 'invitation' and e.language = 'ja')`;
const openRate = sql<number>`(select coalesce(sum(b.opened_count)::float8 / nullif(sum(b.sent_count), 0), 0)
  from sendout_batches b where b.source = 'campaign' and b.source_id = ${CAMPAIGN_ID})`;
/** Nothing was ever sent or started: no batch past `schedule`, no respondent who started. */
const deletable = sql<boolean>`not exists (select 1 from sendout_batches b
    where b.source = 'campaign' and b.source_id = ${CAMPAIGN_ID} and b.status <> 'schedule')
  and not exists (select 1 from campaign_respondents r
    where r.campaign_id = ${CAMPAIGN_ID} and r.started_at is not null)`;

const listColumns = {
  campaign: campaigns,
  hasInvitation,
  openRate,
  deletable,
};
export type CampaignListRow = {
  campaign: typeof campaigns.$inferSelect;
  hasInvitation: boolean;
  openRate: number;
  deletable: boolean;
};

export async function findCampaign(db: Db, id: number): Promise<CampaignListRow | undefined> {
  const [row] = await db.select(listColumns).from(campaigns).where(eq(campaigns.id, id));
  return row && { ...row, openRate: Number(row.openRate) };
}

/** The SQL twin of policy.campaignState, for filtering the list by state. */
function stateIs(state: CampaignState, at: Date): SQL {
  const now = sql`${at.toISOString()}::timestamptz`;
  const isDraft = sql`(${campaigns.audience} is null or not ${hasInvitation})`;
  const full = sql`(${campaigns.respondentLimit} is not null and ${campaigns.completedCount} >= ${campaigns.respondentLimit})`;
  const live = sql`not ${isDraft} and ${campaigns.status} = 'active'`;
  switch (state) {
    case 'draft':
      return isDraft;
    case 'disabled':
      return sql`not ${isDraft} and ${campaigns.status} = 'disabled'`;
    case 'closed':
      return sql`${live} and ${campaigns.expiresAt} <= ${now}`;
    case 'full':
      return sql`${live} and ${campaigns.expiresAt} > ${now} and ${full}`;
    case 'scheduled':
      return sql`${live} and ${campaigns.expiresAt} > ${now} and not ${full} and ${campaigns.startAt} > ${now}`;
    case 'open':
      return sql`${live} and ${campaigns.expiresAt} > ${now} and not ${full} and ${campaigns.startAt} <= ${now}`;
  }
}

export async function listCampaigns(
  db: Db,
  filter: { keyword: string; state?: CampaignState | undefined },
  page: number,
  limit: number,
  now = new Date(),
): Promise<{ rows: CampaignListRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    const byId = /^\d{1,9}$/.test(filter.keyword)
      ? eq(campaigns.id, Number(filter.keyword))
      : undefined;
    conditions.push(
      or(ilike(campaigns.titleJa, pattern), ilike(campaigns.titleEn, pattern), byId)!,
    );
  }
  if (filter.state) conditions.push(stateIs(filter.state, now));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, openRate: Number(r.openRate) })),
    total: Number(total?.n ?? 0),
  };
}

export async function emailsOf(db: Db, campaignId: number) {
  return db
    .select()
    .from(campaignEmails)
    .where(eq(campaignEmails.campaignId, campaignId))
    .orderBy(asc(campaignEmails.type), asc(campaignEmails.id));
}

/** Respondents by status; `invited` counts everyone mailed or started. */
export async function respondentCounts(db: Db, campaignId: number) {
  const [row] = await db
    .select({
      invited: sql<number>`count(*)::int`,
      started: sql<number>`count(*) filter (where ${campaignRespondents.startedAt} is not null)::int`,
      completed: sql<number>`count(*) filter (where ${campaignRespondents.status} = 'completed')::int`,
      screenout: sql<number>`count(*) filter (where ${campaignRespondents.status} = 'screenout')::int`,
      overquota: sql<number>`count(*) filter (where ${campaignRespondents.status} = 'overquota')::int`,
    })
    .from(campaignRespondents)
    .where(eq(campaignRespondents.campaignId, campaignId));
  return row ?? { invited: 0, started: 0, completed: 0, screenout: 0, overquota: 0 };
}
