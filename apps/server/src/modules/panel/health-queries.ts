// SQL of the panel health page: one aggregate query per figure, over members (active accounts,
// as the fan statistics count them) and their campaign respondent rows. An answer is a finished
// respondent row (completed, screened out or over quota); a response is any row past `invited`.
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PanelDimension } from '@fanclub/contract/panel-health';
import type { Db } from '../../db/client';
import { campaignRespondents, campaigns, users } from '../../db/schema/index';

const r = campaignRespondents;
const member = eq(users.status, 'active');
const japanMonth = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM')`;
const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Invited rows, those that went past the invitation, and completes among them. */
const answerCounts = {
  invited: sql<number>`count(${r.id}) filter (where ${r.invitedAt} is not null)::int`,
  responded: sql<number>`count(${r.id}) filter (where ${r.invitedAt} is not null and ${r.status} <> 'invited')::int`,
  completed: sql<number>`count(${r.id}) filter (where ${r.invitedAt} is not null and ${r.status} = 'completed')::int`,
};

const DIMENSION_COLUMN: Record<PanelDimension, SQL> = {
  age: sql`${users.yearOfBirth}::text`,
  gender: sql`${users.gender}`,
  prefecture: sql`${users.prefecture}`,
};

/**
 * Members and active members per value of one dimension (the year of birth for `age`; null =
 * not given). Active: a finished answer since `since`.
 */
export async function activeByDimension(db: Db, dimension: PanelDimension, since: Date) {
  const value = DIMENSION_COLUMN[dimension];
  return db
    .select({
      value: sql<string | null>`${value}`,
      members: sql<number>`count(*)::int`,
      // Spelled out: in a one-table select drizzle leaves column names unqualified.
      active: sql<number>`count(*) filter (where exists (select 1 from campaign_respondents a where a.user_id = "users"."id" and a.finished_at >= ${iso(since)}))::int`,
    })
    .from(users)
    .where(member)
    .groupBy(value);
}

/** Campaigns started since `from`, newest first, with their invitations and answers. */
export async function campaignAnswers(db: Db, from: Date) {
  return db
    .select({
      id: campaigns.id,
      titleJa: campaigns.titleJa,
      titleEn: campaigns.titleEn,
      startAt: campaigns.startAt,
      ...answerCounts,
    })
    .from(campaigns)
    .leftJoin(r, eq(r.campaignId, campaigns.id))
    .where(gte(campaigns.startAt, from))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.startAt), desc(campaigns.id));
}

/** The Japan month of joining, or `earlier` before `from`. */
const cohortOf = (from: Date) =>
  sql<string>`case when ${users.createdAt} < ${iso(from)} then 'earlier' else ${japanMonth(users.createdAt)} end`;

/** Members per month of joining (since `from`; `earlier` before). */
export async function membersByCohort(db: Db, from: Date) {
  const cohort = cohortOf(from);
  return (
    db
      .select({ cohort, members: sql<number>`count(*)::int` })
      .from(users)
      .where(member)
      // By position: the expression carries a parameter, which PostgreSQL matches by number.
      .groupBy(sql`1`)
  );
}

/** Invitations and answers of every member per month of joining, all time. */
export async function cohortAnswers(db: Db, from: Date) {
  const cohort = cohortOf(from);
  return (
    db
      .select({ cohort, ...answerCounts })
      .from(r)
      .innerJoin(users, eq(users.id, r.userId))
      .where(member)
      // By position: the expression carries a parameter, which PostgreSQL matches by number.
      .groupBy(sql`1`)
  );
}

/**
 * Members per Japan month and number of invitations in it (5 = five or more), for invitations
 * in [from, to). A member with none that month is not a row: the caller counts them.
 */
export async function invitationsPerMonth(db: Db, from: Date, to: Date) {
  const perMember = db
    .select({
      month: japanMonth(r.invitedAt).as('month'),
      n: sql<number>`count(*)`.as('n'),
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(and(member, isNotNull(r.invitedAt), gte(r.invitedAt, from), lt(r.invitedAt, to)))
    .groupBy(r.userId, japanMonth(r.invitedAt))
    .as('per_member');
  const bucket = sql<number>`least(${perMember.n}, 5)::int`;
  return db
    .select({ month: perMember.month, bucket, members: sql<number>`count(*)::int` })
    .from(perMember)
    .groupBy(perMember.month, bucket);
}

/** Answers finished since `from`, and those held for review by outcome and reason. */
export async function reviewFigures(db: Db, from: Date) {
  const held = (condition: SQL) =>
    sql<number>`count(*) filter (where ${r.reviewStatus} is not null and ${condition})::int`;
  const [row] = await db
    .select({
      finished: sql<number>`count(*)::int`,
      held: held(sql`true`),
      approved: held(sql`${r.reviewStatus} = 'approved'`),
      rejected: held(sql`${r.reviewStatus} = 'rejected'`),
      pending: held(sql`${r.reviewStatus} = 'pending'`),
      duplicate: held(sql`${r.holdReason} = 'duplicate'`),
      speeder: held(sql`${r.holdReason} = 'speeder'`),
      earnCap: held(sql`${r.holdReason} = 'earn_cap'`),
    })
    .from(r)
    .where(gte(r.finishedAt, from));
  return row!;
}

/**
 * Members by their last answer (within `activeSince`, within `yearSince`, before, never), and
 * those without an answer since `yearSince` who were invited since then.
 */
export async function answerRecency(db: Db, activeSince: Date, yearSince: Date) {
  const last = db
    .select({
      userId: r.userId,
      lastAnswer: sql<Date | null>`max(${r.finishedAt})`.as('last_answer'),
      lastInvited: sql<Date | null>`max(${r.invitedAt})`.as('last_invited'),
    })
    .from(r)
    .groupBy(r.userId)
    .as('last');
  const quiet = sql`(${last.lastAnswer} is null or ${last.lastAnswer} < ${iso(yearSince)})`;
  const [row] = await db
    .select({
      recent: sql<number>`count(*) filter (where ${last.lastAnswer} >= ${iso(activeSince)})::int`,
      year: sql<number>`count(*) filter (where ${last.lastAnswer} < ${iso(activeSince)} and ${last.lastAnswer} >= ${iso(yearSince)})::int`,
      older: sql<number>`count(*) filter (where ${last.lastAnswer} < ${iso(yearSince)})::int`,
      never: sql<number>`count(*) filter (where ${last.lastAnswer} is null)::int`,
      invitedInYear: sql<number>`count(*) filter (where ${quiet} and ${last.lastInvited} >= ${iso(yearSince)})::int`,
    })
    .from(users)
    .leftJoin(last, eq(last.userId, users.id))
    .where(member);
  return row!;
}
