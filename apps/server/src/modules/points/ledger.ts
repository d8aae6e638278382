// The one place points move. Every feature that credits or debits calls movePoints; the
// ledger row and the balance change commit together or not at all.
import { eq, sql } from 'drizzle-orm';
import type { PointType } from '@fanclub/contract/reference';
import type { Db } from '../../db/client';
import { pointTransactions, users } from '../../db/schema/index';
import { appError } from '../../errors';
import { notify } from '../notifications/service';
import { publishUserEvent } from '../realtime/publish';

export type Movement = {
  userId: number;
  type: PointType;
  /** Signed whole points: positive credits, negative debits. Never 0. */
  points: number;
  /** Free text (an admin's reason) or a `ledger.*` message key the presenter localises. */
  description: string;
  reference?: string | null;
  /** The same key twice moves the points once; the second call reports applied: false. */
  idempotencyKey: string;
  createdById?: number | null;
  /** Credits create a notification unless this is false (e.g. the caller sends its own). */
  notify?: boolean;
};

export type MoveResult = { applied: boolean; balance: number; transactionId: number | null };

export const insufficientPoint = () => appError('INSUFFICIENT_POINT');

/** Where a credit's notification leads: to what caused it. */
const CREDIT_LINK: Record<PointType, string> = {
  PC02: '/profile',
  PC03: '/transactions',
  PC04: '/transactions?tab=exchange',
  PC06: '/invite-friends',
  PC07: '/invite-friends',
  PC08: '/invite-friends',
  EXCHANGE: '/transactions?tab=exchange',
  REFUND: '/transactions?tab=exchange',
  ADJUST: '/transactions',
};

/**
 * Moves points in one transaction (a savepoint when `db` is already one). The member's row is
 * locked first, so concurrent movements for the same member queue; the balance check, the
 * ledger row and the new balance are then decided on a value nobody else can change.
 * A debit beyond the balance throws INSUFFICIENT_POINT and changes nothing.
 */
export async function movePoints(db: Db, movement: Movement): Promise<MoveResult> {
  if (!Number.isSafeInteger(movement.points) || movement.points === 0) {
    throw new Error(`movePoints: points must be a non-zero integer, got ${movement.points}`);
  }
  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ balance: users.pointAmount })
      .from(users)
      .where(eq(users.id, movement.userId))
      .for('update');
    if (!holder) throw appError('NOT_FOUND');

    const [already] = await tx
      .select({ id: pointTransactions.id })
      .from(pointTransactions)
      .where(eq(pointTransactions.idempotencyKey, movement.idempotencyKey));
    if (already) return { applied: false, balance: holder.balance, transactionId: already.id };

    const balance = holder.balance + movement.points;
    if (balance < 0) throw insufficientPoint();

    const [row] = await tx
      .insert(pointTransactions)
      .values({
        userId: movement.userId,
        type: movement.type,
        points: movement.points,
        balanceAfter: balance,
        description: movement.description,
        reference: movement.reference ?? null,
        idempotencyKey: movement.idempotencyKey,
        createdById: movement.createdById ?? null,
      })
      .returning({ id: pointTransactions.id });
    await tx
      .update(users)
      .set({ pointAmount: balance, updatedAt: sql`now()` })
      .where(eq(users.id, movement.userId));
    // Every credit is announced; every movement updates the balance shown in the header.
    if (movement.points > 0 && movement.notify !== false) {
      await notify(tx, {
        userId: movement.userId,
        kind: 'points',
        messageKey: 'notifications.points_credited',
        // The reason is the ledger's description (a message key or an admin's text), so the
        // notification says why, as the points history does.
        params: { points: movement.points, type: movement.type, reason: movement.description },
        link: CREDIT_LINK[movement.type],
      });
    }
    await publishUserEvent(tx, movement.userId, { type: 'balance', balance });
    return { applied: true, balance, transactionId: row!.id };
  });
}

/** Whether a one-time movement (by its idempotency key) has been made. */
export async function hasMovement(db: Db, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pointTransactions.id })
    .from(pointTransactions)
    .where(eq(pointTransactions.idempotencyKey, idempotencyKey));
  return row !== undefined;
}

/** The ledger's own sum for a member: what users.point_amount must always equal. */
export async function ledgerSum(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointTransactions.points}), 0)` })
    .from(pointTransactions)
    .where(eq(pointTransactions.userId, userId));
  return Number(row?.sum ?? 0);
}

/** Idempotency keys of the one-time actions, in one place. */
export const onceKey = {
  firstSurvey: (userId: number) => `PC02:user:${userId}`,
  unsubscribeVoid: (userId: number) => `VOID:user:${userId}`,
};
