// The suppression list as the senders read it: one indexed look-up per address, or a condition
// inside the statement that picks the recipients (no query per member).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SuppressionReason } from '@fanclub/contract/suppressions';
import type { Db } from '../../db/client';
import { mailSuppressions } from '../../db/schema/index';

/** The address (a column or expression) is on no entry of the list: a condition for `where`. */
export function notSuppressed(email: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${mailSuppressions}
    where ${mailSuppressions.email} = lower(${email}))`;
}

/** Why the address is on the list, or undefined. */
export async function suppressionReasonOf(
  db: Db,
  email: string,
): Promise<SuppressionReason | undefined> {
  const [row] = await db
    .select({ reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.email, email.trim().toLowerCase()));
  return row?.reason;
}
