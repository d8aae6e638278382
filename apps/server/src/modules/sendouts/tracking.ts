// The recipient's side of a batch mail, with no session: the signed token is the authority.
// The open pixel, the tracked click and the one-click unsubscribe (RFC 8058).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MailConsent } from '@fanclub/contract/audience';
import type { Db } from '../../db/client';
import { sendoutBatches, sendoutRecipients, users } from '../../db/schema/index';
import { consentsOf } from '../account/presenter';
import { recordConsentEvent } from '../account/queries';
import { linkVerified, readRecipientToken, readUnsubscribeToken } from './tokens';

/** Counts an open once per recipient (the pixel). */
export async function recordOpen(db: Db, secret: string, token: string): Promise<void> {
  const who = readRecipientToken(secret, token);
  if (!who) return;
  await db.transaction(async (tx) => {
    const opened = await tx
      .update(sendoutRecipients)
      .set({ openedAt: new Date() })
      .where(
        and(
          eq(sendoutRecipients.batchId, who.batchId),
          eq(sendoutRecipients.userId, who.userId),
          isNull(sendoutRecipients.openedAt),
        ),
      )
      .returning({ userId: sendoutRecipients.userId });
    if (opened.length)
      await tx
        .update(sendoutBatches)
        .set({ openedCount: sql`${sendoutBatches.openedCount} + 1` })
        .where(eq(sendoutBatches.id, who.batchId));
  });
}

/**
 * A tracked click: counted once per recipient (and as an open, as images are often blocked).
 * Returns where to go, or undefined when the link was not one of the batch's own.
 */
export async function recordClick(
  db: Db,
  secret: string,
  token: string,
  url: string,
  signature: string,
): Promise<string | undefined> {
  const who = readRecipientToken(secret, token);
  if (!who || !/^https?:\/\//.test(url) || !linkVerified(secret, who.batchId, url, signature))
    return undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ openedAt: sendoutRecipients.openedAt, clickedAt: sendoutRecipients.clickedAt })
      .from(sendoutRecipients)
      .where(
        and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
      )
      .for('update');
    if (!row || row.clickedAt) return;
    const now = new Date();
    await tx
      .update(sendoutRecipients)
      .set({ clickedAt: now, openedAt: row.openedAt ?? now })
      .where(
        and(eq(sendoutRecipients.batchId, who.batchId), eq(sendoutRecipients.userId, who.userId)),
      );
    await tx
      .update(sendoutBatches)
      .set({
        clickedCount: sql`${sendoutBatches.clickedCount} + 1`,
        openedCount: row.openedAt
          ? sendoutBatches.openedCount
          : sql`${sendoutBatches.openedCount} + 1`,
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
    const [user] = await tx.select().from(users).where(eq(users.id, who.userId)).for('update');
    if (!user) return undefined;
    const key = who.consent === 'newsletter' ? 'newsletterConsent' : 'surveyConsent';
    if (user[key]) {
      const now = new Date();
      await tx
        .update(users)
        .set({ [key]: false, updatedAt: now })
        .where(eq(users.id, user.id));
      await recordConsentEvent(tx, user.id, consentsOf({ ...user, [key]: false }), now);
    }
    return who.consent;
  });
}
