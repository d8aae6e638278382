// Closing an account: the balance is voided through the ledger, consents to mail are turned
// off, and every session ends, all in one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema/index';
import { notFound, validationFailed } from '../../errors';
import { checkPassword } from '../../lib/passwords';
import { movePoints } from '../points/ledger';
import { recordAudit } from '../audit/record';

export type ClosingStatus = 'cancelled' | 'unsubscribed';

export async function closeAccount(
  db: Db,
  userId: number,
  status: ClosingStatus,
  actorId: number,
  ip: string | null = null,
): Promise<{ pointsVoided: number; closedAt: Date }> {
  return db.transaction(async (tx) => {
    // Lock the row: nothing can credit or spend between reading the balance and voiding it.
    const [user] = await tx
      .select({ balance: users.pointAmount, status: users.status })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || user.status === 'cancelled' || user.status === 'unsubscribed') throw notFound();
    if (user.balance > 0) {
      await movePoints(tx, {
        userId,
        type: 'ADJUST',
        points: -user.balance,
        description: status === 'unsubscribed' ? 'ledger.unsubscribe_void' : 'ledger.cancel_void',
        idempotencyKey: `CLOSE:user:${userId}`,
        createdById: actorId,
      });
    }
    const closedAt = new Date();
    await tx
      .update(users)
      .set({
        status,
        closedAt,
        newsletterConsent: false,
        surveyConsent: false,
        updatedAt: closedAt,
      })
      .where(and(eq(users.id, userId), inArray(users.status, ['active', 'provisional'])));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // An admin's cancellation is recorded; a member leaving is their own act.
    if (actorId !== userId) {
      await recordAudit(
        tx,
        { actorId, ip },
        {
          action: 'member_cancelled',
          targetType: 'user',
          targetId: userId,
          memberId: userId,
          details: { pointsVoided: user.balance },
        },
      );
    }
    return { pointsVoided: user.balance, closedAt };
  });
}

/** The member leaves: the password is asked again, so a left-open browser can't do it. */
export async function unsubscribe(db: Db, user: UserRow, password: string) {
  if (!(await checkPassword(user.passwordHash, password))) {
    throw validationFailed({ password: { key: 'validation.current_password' } }, 'WRONG_PASSWORD');
  }
  return closeAccount(db, user.id, 'unsubscribed', user.id);
}
