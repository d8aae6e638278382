// The checks a survey answer passes before it is paid: the same person on several accounts, an
// answer faster than the survey can be read, and a daily earn cap. One failed check holds the
// answer for an admin (review.ts) instead of paying it.
import { and, eq, gte, ne, or, sql } from 'drizzle-orm';
import { japanDay, japanDayStart } from '@fanclub/contract/japan-time';
import type { HoldReason } from '@fanclub/contract/campaigns';
import { normalisedEmail } from '@fanclub/contract/panel';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { normalisedEmailSql, pointTransactions, users } from '../../db/schema/index';
import { settingValue } from '../settings/service';

export type Answer = {
  userId: number;
  /** The survey tool said complete (a speed check applies; a screen-out is quick by nature). */
  complete: boolean;
  points: number;
  startedAt: Date | null;
  lengthMinutes: number;
};

/**
 * Another account shares this member's normalised address or phone number. A referral into
 * oneself (a second account referred by the first) is caught by the same rule, since the two
 * accounts then share an address or a phone.
 */
async function hasDuplicate(db: Db, userId: number): Promise<boolean> {
  const [member] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return false;
  const phone = member.phone?.trim();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        sql`${users.erasedAt} is null`,
        or(
          sql`${normalisedEmailSql(users.email)} = ${normalisedEmail(member.email)}`,
          phone ? eq(users.phone, phone) : undefined,
        ),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** Survey points the member was paid since 00:00 Japan time. */
async function earnedToday(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointTransactions.points}), 0)` })
    .from(pointTransactions)
    .where(
      and(
        eq(pointTransactions.userId, userId),
        eq(pointTransactions.type, 'PC03'),
        gte(pointTransactions.createdAt, japanDayStart(japanDay(now))),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** Why this answer waits for an admin, or null when it is paid at once. */
export async function holdReasonFor(
  db: Db,
  config: Config,
  answer: Answer,
  now: Date,
): Promise<HoldReason | null> {
  if (answer.points <= 0) return null;
  if (await hasDuplicate(db, answer.userId)) return 'duplicate';
  if (answer.complete && answer.startedAt) {
    const percent = await settingValue(db, config, 'speederPercent');
    const fastest = (answer.lengthMinutes * 60_000 * percent) / 100;
    if (now.getTime() - answer.startedAt.getTime() < fastest) return 'speeder';
  }
  const cap = await settingValue(db, config, 'dailyEarnCap');
  if (cap > 0 && (await earnedToday(db, answer.userId, now)) + answer.points > cap)
    return 'earn_cap';
  return null;
}
