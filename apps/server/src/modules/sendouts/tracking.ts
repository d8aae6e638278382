// The recipient's side of a batch mail, with no session: the signed token is the authority.
// The open pixel, the tracked click and the one-click unsubscribe (RFC 8058).
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MailConsent } from '@fanclub/contract/audience';
import type { Db } from '../../db/client';
import { sendoutBatches, sendoutRecipients, users } from '../../db/schema/index';
import { consentsOf } from '../account/presenter';
import { recordConsentEvent } from '../account/queries';
import { isHumanHit, type TrackingSignals } from './tracking-human';
import { linkVerified, readRecipientToken, readUnsubscribeToken } from './tokens';

/**
 * Counts an open once per recipient (the pixel), and once more as human when it passes the
 * checks of tracking-human.ts (raw and human counts are kept side by side).
 */
export async function recordOpen(
  db: Db,
  secret: string,
  token: string,
  signals?: TrackingSignals,
): Promise<void> {
  const who = readRecipientToken(secret, token);
  if (!who) return;
  await db.transaction(async (tx) => {
    const row = await lockRecipient(tx, who);
    if (!row) return;
    const now = new Date();
    const human =
      !row.humanOpenedAt && isHumanHit('open', signals, { ...who, sentAt: row.sentAt }, now);
    if (row.openedAt && !human) return;
    await tx
      .update(sendoutRecipients)
      .set({ openedAt: row.openedAt ?? now, ...(human ? { humanOpenedAt: now } : {}) })
      .where(
        and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
      );
    await tx
      .update(sendoutBatches)
      .set({
        openedCount: row.openedAt
          ? sendoutBatches.openedCount
          : sql`${sendoutBatches.openedCount} + 1`,
        humanOpenedCount: human
          ? sql`${sendoutBatches.humanOpenedCount} + 1`
          : sendoutBatches.humanOpenedCount,
      })
      .where(eq(sendoutBatches.id, who.batchId));
  });
}

async function lockRecipient(tx: Db, who: { batchId: number; userId: number }) {
  const [row] = await tx
    .select({
      sentAt: sendoutRecipients.sentAt,
      openedAt: sendoutRecipients.openedAt,
      clickedAt: sendoutRecipients.clickedAt,
      humanOpenedAt: sendoutRecipients.humanOpenedAt,
      humanClickedAt: sendoutRecipients.humanClickedAt,
    })
    .from(sendoutRecipients)
    .where(
      and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
    )
    .for('update');
  return row;
}

/**
 * A tracked click: counted once per recipient (and as an open, as images are often blocked); and
 * once as human (with a human open) when it passes the checks.
 * Returns where to go, or undefined when the link was not one of the batch's own.
 */
export async function recordClick(
  db: Db,
  secret: string,
  token: string,
  url: string,
  signature: string,
  signals?: TrackingSignals,
): Promise<string | undefined> {
  const who = readRecipientToken(secret, token);
  if (!who || !/^https?:\/\//.test(url) || !linkVerified(secret, who.batchId, url, signature))
    return undefined;
  await db.transaction(async (tx) => {
    const row = await lockRecipient(tx, who);
    if (!row) return;
    const now = new Date();
    const human =
      !row.humanClickedAt && isHumanHit('click', signals, { ...who, sentAt: row.sentAt }, now);
    if (row.clickedAt && !human) return;
    const humanOpen = human && !row.humanOpenedAt;
    await tx
      .update(sendoutRecipients)
      .set({
        clickedAt: row.clickedAt ?? now,
        openedAt: row.openedAt ?? now,
        ...(human ? { humanClickedAt: now } : {}),
        ...(humanOpen ? { humanOpenedAt: now } : {}),
      })
      .where(
        and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
      );
    const plusOne = (column: AnyPgColumn, yes: boolean) => (yes ? sql`${column} + 1` : column);
    await tx
      .update(sendoutBatches)
      .set({
        clickedCount: plusOne(sendoutBatches.clickedCount, !row.clickedAt),
        openedCount: plusOne(sendoutBatches.openedCount, !row.openedAt),
        humanClickedCount: plusOne(sendoutBatches.humanClickedCount, human),
        humanOpenedCount: plusOne(sendoutBatches.humanOpenedCount, humanOpen),
      })
      .where(eq(sendoutBatches.id, who.batchId));
  });
  return url;
}

/** Turns off the consent the mail was sent under; recorded like any consent change. */
export async function unsubscribe(
  db: Db,
  secret: string,
  token: string,
): Promise<MailConsent | undefined> {
  const who = readUnsubscribeToken(secret, token);
  if (!who) return undefined;
  return db.transaction(async (tx) => {
    const found = await withdrawMailConsent(tx, who.userId, who.consent);
    return found ? who.consent : undefined;
  });
}

/**
 * Turns one mail consent of a member off, recorded like any consent change: the unsubscribe link
 * and a spam complaint (suppression/record.ts) both go through here. False when no such member.
 */
export async function withdrawMailConsent(
  tx: Db,
  userId: number,
  consent: MailConsent,
): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) return false;
  const key = consent === 'newsletter' ? 'newsletterConsent' : 'surveyConsent';
  if (user[key]) {
    const now = new Date();
    await tx
      .update(users)
      .set({ [key]: false, updatedAt: now })
      .where(eq(users.id, user.id));
    await recordConsentEvent(tx, user.id, consentsOf({ ...user, [key]: false }), now);
  }
  return true;
}
