// What a member sees of campaigns: those open to them now, and those they started or finished.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignRespondents, campaigns, type UserRow } from '../../db/schema/index';
import { audienceIncludes } from '../audience/sql';
import { CAMPAIGN_ID } from '../campaigns/queries';

function respondentJoin(userId: number) {
  return and(
    eq(campaignRespondents.campaignId, campaigns.id),
    eq(campaignRespondents.userId, userId),
  );
}

/**
 * Open to this member now: active, sendable (audience and Japanese invitation), started, not
 * expired, in their audience (or they were invited; a sampled campaign only if drawn), not
 * finished, and under the quota unless they already started.
 */
export function availableTo(member: UserRow, at: Date): SQL {
  const now = sql`${at.toISOString()}::timestamptz`;
  return sql`${campaigns.status} = 'active' and ${campaigns.audience} is not null
    and exists (select 1 from campaign_emails e where e.campaign_id = ${CAMPAIGN_ID}
      and e.type = 'invitation' and e.language = 'ja')
    and ${campaigns.startAt} <= ${now} and ${campaigns.expiresAt} > ${now}
    and (${campaignRespondents.id} is not null
      or (${campaigns.sample} is null and ${audienceIncludes(campaigns.audience, member, at)}))
    and (${campaignRespondents.status} is null or ${campaignRespondents.status} in ('invited', 'started'))
    and (${campaigns.respondentLimit} is null or ${campaigns.completedCount} < ${campaigns.respondentLimit}
      or ${campaignRespondents.status} = 'started')`;
}

const columns = {
  campaign: campaigns,
  respondentStatus: campaignRespondents.status,
  startedAt: campaignRespondents.startedAt,
  finishedAt: campaignRespondents.finishedAt,
  pointsCredited: campaignRespondents.pointsCredited,
  reviewStatus: campaignRespondents.reviewStatus,
  reviewReason: campaignRespondents.reviewReason,
};

export async function openCampaigns(
  db: Db,
  member: UserRow,
  page: number,
  limit: number,
  now = new Date(),
) {
  const where = availableTo(member, now);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(campaigns)
      .leftJoin(campaignRespondents, respondentJoin(member.id))
      .where(where)
      .orderBy(asc(campaigns.expiresAt), asc(campaigns.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(campaigns)
      .leftJoin(campaignRespondents, respondentJoin(member.id))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Open campaigns first (soonest deadline first), then the member's started ones, newest first. */
export async function memberSurveyRows(db: Db, member: UserRow, now = new Date(), limit = 50) {
  const open = availableTo(member, now);
  return db
    .select({ ...columns, isOpen: sql<boolean>`(${open})` })
    .from(campaigns)
    .leftJoin(campaignRespondents, respondentJoin(member.id))
    .where(
      sql`(${open}) or ${campaignRespondents.startedAt} is not null
      or ${campaignRespondents.finishedAt} is not null`,
    )
    .orderBy(
      desc(sql`(${open})`),
      asc(sql`case when (${open}) then ${campaigns.expiresAt} end`),
      desc(sql`coalesce(${campaignRespondents.finishedAt}, ${campaignRespondents.startedAt})`),
    )
    .limit(limit);
}

export type MemberSurveyRow = Awaited<ReturnType<typeof memberSurveyRows>>[number];
