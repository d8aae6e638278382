// SQL of the outbox: every mail the product wrote, newest first, filtered by recipient.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailMessages, type MailRow } from '../../db/schema/index';
import { escapeLike } from '../../lib/paging';

/** One page of mails (optionally those whose recipient contains `to`) and their total. */
export async function listMails(
  db: Db,
  filter: { to?: string | undefined },
  page: number,
  limit: number,
): Promise<{ rows: MailRow[]; total: number }> {
  const where = filter.to
    ? sql`lower(${mailMessages.toAddress}) like ${`%${escapeLike(filter.to.toLowerCase())}%`}`
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findMail(db: Db, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1);
  return row;
}
