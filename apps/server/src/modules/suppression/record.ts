// The one place the suppression rules live: every report about a sent mail (the relay's answer,
// a provider's webhook, the bounce mailbox) is stored here, counted on its batch, and turned into
// a suppression when the rules say so.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { SuppressionReason } from '@fanclub/contract/suppressions';
import type { Db } from '../../db/client';
import {
  mailEventTallies,
  mailEvents,
  mailSuppressions,
  sendoutBatches,
} from '../../db/schema/index';
import { withdrawMailConsent } from '../sendouts/tracking';
import type { MailEvent, MailEventKind } from './events';
import { memberIdByEmail } from './queries';

/** Soft bounces of one address within this window that suppress it. */
export const SOFT_BOUNCE_LIMIT = 3;
const SOFT_BOUNCE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

const BATCH_COUNTER = {
  delivered: 'deliveredCount',
  hard_bounce: 'hardBouncedCount',
  soft_bounce: 'softBouncedCount',
  complaint: 'complainedCount',
} as const satisfies Record<MailEventKind, keyof typeof sendoutBatches.$inferSelect>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Stores the events and applies the rules: a hard bounce suppresses at once, the third soft
 * bounce within 30 days does, a complaint does and turns the member's news mail off. Repeated
 * events (same source and event id) count once; safe to run twice at once for one address.
 */
export async function recordMailEvents(db: Db, events: MailEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.transaction(async (tx) => {
    for (const event of events) await recordOne(tx, event);
  });
}

async function recordOne(tx: Db, event: MailEvent): Promise<void> {
  const email = normaliseEmail(event.email);
  const occurredAt = event.occurredAt ?? new Date();
  // Two reports for one address at once wait for each other, so the soft-bounce count of the
  // second sees the first.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'mail:' + email}))`);
  const [stored] = await tx
    .insert(mailEvents)
    .values({
      email,
      kind: event.kind,
      source: event.source,
      batchId: event.batchId ?? null,
      userId: event.userId ?? null,
      eventId: event.eventId ?? null,
      detail: event.detail?.slice(0, 2000) ?? null,
      occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: mailEvents.id });
  if (!stored) return;

  if (event.batchId != null) await countOnBatch(tx, event.batchId, email, event.kind);

  const userId = event.userId ?? (await memberIdByEmail(tx, email));
  if (event.kind === 'hard_bounce') {
    await suppress(tx, email, userId, 'hard_bounce', event.detail);
  } else if (event.kind === 'soft_bounce') {
    const since = new Date(occurredAt.getTime() - SOFT_BOUNCE_WINDOW_MS);
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(mailEvents)
      .where(
        and(
          eq(mailEvents.email, email),
          eq(mailEvents.kind, 'soft_bounce'),
          gte(mailEvents.occurredAt, since),
          lte(mailEvents.occurredAt, occurredAt),
        ),
      );
    if ((row?.n ?? 0) >= SOFT_BOUNCE_LIMIT) {
      await suppress(tx, email, userId, 'soft_bounce', event.detail);
    }
  } else if (event.kind === 'complaint') {
    await suppress(tx, email, userId, 'complaint', event.detail);
    if (userId != null) await withdrawMailConsent(tx, userId, 'newsletter');
  }
}

async function countOnBatch(tx: Db, batchId: number, email: string, kind: MailEventKind) {
  const [first] = await tx
    .insert(mailEventTallies)
    .values({ batchId, email, kind })
    .onConflictDoNothing()
    .returning({ batchId: mailEventTallies.batchId });
  if (!first) return;
  const key = BATCH_COUNTER[kind];
  await tx
    .update(sendoutBatches)
    .set({ [key]: sql`${sendoutBatches[key]} + 1` })
    .where(eq(sendoutBatches.id, batchId));
}

/**
 * Puts the address on the list once; a complaint replaces an earlier reason, since it alone
 * also stops transactional mail.
 */
export async function suppress(
  tx: Db,
  email: string,
  userId: number | null,
  reason: SuppressionReason,
  detail?: string | null,
  createdById?: number | null,
): Promise<void> {
  const values = {
    email: normaliseEmail(email),
    userId,
    reason,
    detail: detail?.slice(0, 2000) ?? null,
    createdById: createdById ?? null,
  };
  if (reason === 'complaint') {
    await tx
      .insert(mailSuppressions)
      .values(values)
      .onConflictDoUpdate({
        target: mailSuppressions.email,
        set: { reason: 'complaint', detail: values.detail, createdAt: new Date() },
        setWhere: sql`${mailSuppressions.reason} <> 'complaint'`,
      });
  } else {
    await tx.insert(mailSuppressions).values(values).onConflictDoNothing({
      target: mailSuppressions.email,
    });
  }
}
