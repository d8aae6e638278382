// SQL of rewards, exchange requests and the member's history. Lists are one query each (a
// join, never a query per row), paged with a count beside them.
import { requestsVisibleTo, type RequestReader } from './policy';
import { and, asc, desc, eq, gt, inArray, lt, gte, sql, type SQL } from 'drizzle-orm';
import type { ExchangeFilter, ExchangeStatus } from '@fanclub/contract/rewards';
import { japanDayStart } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { exchangeRequests, pointTransactions, rewards, users } from '../../db/schema/index';

export type RewardRow = typeof rewards.$inferSelect;
export type ExchangeRow = typeof exchangeRequests.$inferSelect;

export function listActiveRewards(db: Db): Promise<RewardRow[]> {
  return db
    .select()
    .from(rewards)
    .where(eq(rewards.active, true))
    .orderBy(asc(rewards.position), asc(rewards.id));
}

export async function findActiveReward(db: Db, id: number): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), eq(rewards.active, true)));
  return row;
}

/**
 * Locks the member's row for the rest of the transaction and returns the balance. Taken before
 * the request row is inserted: its foreign key would otherwise share-lock the member first, and
 * two redemptions upgrading their share locks would deadlock on PostgreSQL.
 */
export async function lockBalance(tx: Db, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ balance: users.pointAmount })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.balance;
}

export async function insertRequest(
  tx: Db,
  values: typeof exchangeRequests.$inferInsert,
): Promise<ExchangeRow> {
  const [row] = await tx.insert(exchangeRequests).values(values).returning();
  return row!;
}

export async function setDebitTransaction(tx: Db, id: number, transactionId: number) {
  await tx
    .update(exchangeRequests)
    .set({ debitTransactionId: transactionId })
    .where(eq(exchangeRequests.id, id));
}

/**
 * Moves requests from one of `from` to `set.status` in one conditional UPDATE: of concurrent
 * callers only one sees a row come back, so a state changes (and is announced) once.
 */
export function transitionRequests(
  tx: Db,
  ids: number[],
  from: readonly ExchangeStatus[],
  set: Partial<typeof exchangeRequests.$inferInsert> & { status: ExchangeStatus },
): Promise<ExchangeRow[]> {
  return tx
    .update(exchangeRequests)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(inArray(exchangeRequests.id, ids), inArray(exchangeRequests.status, [...from])))
    .returning();
}

export async function findRequest(db: Db, id: number): Promise<ExchangeRow | undefined> {
  const [row] = await db.select().from(exchangeRequests).where(eq(exchangeRequests.id, id));
  return row;
}

const memberRequestColumns = {
  request: exchangeRequests,
  nameJa: rewards.nameJa,
  nameEn: rewards.nameEn,
};

export async function listMemberRequests(
  db: Db,
  reader: RequestReader,
  page: number,
  limit: number,
) {
  const where = requestsVisibleTo(reader, 'own');
  const [rows, [count]] = await Promise.all([
    db
      .select(memberRequestColumns)
      .from(exchangeRequests)
      .innerJoin(rewards, eq(rewards.id, exchangeRequests.rewardId))
      .where(where)
      .orderBy(desc(exchangeRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(exchangeRequests)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findMemberRequest(db: Db, id: number) {
  const [row] = await db
    .select(memberRequestColumns)
    .from(exchangeRequests)
    .innerJoin(rewards, eq(rewards.id, exchangeRequests.rewardId))
    .where(eq(exchangeRequests.id, id));
  return row;
}

export type MemberRequestRow = NonNullable<Awaited<ReturnType<typeof findMemberRequest>>>;

export async function listLedger(db: Db, userId: number, page: number, limit: number) {
  const where = eq(pointTransactions.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(pointTransactions)
      .where(where)
      .orderBy(desc(pointTransactions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

function adminConditions(filter: ExchangeFilter): SQL[] {
  const conditions: SQL[] = [eq(exchangeRequests.type, filter.type)];
  if (filter.status) conditions.push(eq(exchangeRequests.status, filter.status));
  if (filter.from) conditions.push(gte(exchangeRequests.createdAt, japanDayStart(filter.from)));
  if (filter.to) {
    conditions.push(lt(exchangeRequests.createdAt, japanDayStart(filter.to, 1)));
  }
  return conditions;
}

const adminColumns = {
  request: exchangeRequests,
  email: users.email,
  nickname: users.nickname,
  yearOfBirth: users.yearOfBirth,
  mainLanguage: users.mainLanguage,
};
export type AdminRequestRow = {
  request: ExchangeRow;
  email: string;
  nickname: string;
  yearOfBirth: number;
  mainLanguage: string;
};

/** The admin list: type, status and dates use exchange_requests_list_idx; members joined in. */
export async function listAdminRequests(
  db: Db,
  reader: RequestReader,
  filter: ExchangeFilter,
  page: number,
  limit: number,
) {
  const where = and(requestsVisibleTo(reader, 'desk'), ...adminConditions(filter));
  const [rows, [count]] = await Promise.all([
    db
      .select(adminColumns)
      .from(exchangeRequests)
      .innerJoin(users, eq(users.id, exchangeRequests.userId))
      .where(where)
      .orderBy(desc(exchangeRequests.createdAt), desc(exchangeRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(exchangeRequests)
      .where(where),
  ]);
  return { rows: rows as AdminRequestRow[], total: count?.total ?? 0 };
}

/** One batch of the export, oldest first, after the id `afterId` (keyset paging). */
export async function exportBatch(
  db: Db,
  filter: ExchangeFilter,
  afterId: number,
  size: number,
): Promise<AdminRequestRow[]> {
  return db
    .select(adminColumns)
    .from(exchangeRequests)
    .innerJoin(users, eq(users.id, exchangeRequests.userId))
    .where(and(...adminConditions(filter), gt(exchangeRequests.id, afterId)))
    .orderBy(asc(exchangeRequests.id))
    .limit(size);
}

export async function findUserContact(db: Db, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      nickname: users.nickname,
      mainLanguage: users.mainLanguage,
      countryOfResidence: users.countryOfResidence,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findAdminRequest(db: Db, id: number): Promise<AdminRequestRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(exchangeRequests)
    .innerJoin(users, eq(users.id, exchangeRequests.userId))
    .where(eq(exchangeRequests.id, id));
  return row as AdminRequestRow | undefined;
}
