// The admin's block, unblock and posting switches: the change and, for blocking, its audit row
// in one transaction.
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { type AuditActor, recordAudit } from '../audit/record';
import { updateMemberFlags } from './queries';

export async function setMemberFlags(
  db: Db,
  actor: AuditActor,
  id: number,
  flags: Partial<Pick<UserRow, 'isBlocked' | 'canPost'>>,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await updateMemberFlags(tx, id, flags);
    if (row && flags.isBlocked !== undefined) {
      await recordAudit(tx, actor, {
        action: flags.isBlocked ? 'member_blocked' : 'member_unblocked',
        targetType: 'user',
        targetId: id,
        memberId: id,
      });
    }
    return row;
  });
}
