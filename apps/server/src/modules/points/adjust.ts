// An admin's grant or deduction: the ledger row and its audit row in one transaction.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../audit/record';
import { movePoints } from './ledger';

export async function adjustPoints(
  db: Db,
  actor: AuditActor & { actorId: number },
  body: { userId: number; points: number; reason: string },
) {
  const { userId, points, reason } = body;
  return db.transaction(async (tx) => {
    const result = await movePoints(tx, {
      userId,
      type: 'ADJUST',
      points,
      description: reason,
      idempotencyKey: `ADJUST:${randomUUID()}`,
      createdById: actor.actorId,
    });
    await recordAudit(tx, actor, {
      action: 'points_adjusted',
      targetType: 'point_transaction',
      targetId: result.transactionId ?? undefined,
      memberId: userId,
      details: { points },
    });
    return result;
  });
}
