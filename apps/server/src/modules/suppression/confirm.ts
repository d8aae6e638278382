// A member confirmed their address again (account settings → a verification mail → its link):
// a bounce entry of that address is lifted. Called by the e-mail verification itself.
import { BOUNCE_REASONS } from '@fanclub/contract/suppressions';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { recordAudit } from '../audit/record';
import { deleteSuppression } from './queries';

/** A live verification link followed by an active member: a bounce entry of the address goes. */
export async function liftAfterConfirm(tx: Db, user: UserRow): Promise<void> {
  const row = await deleteSuppression(tx, { email: user.email, reasons: BOUNCE_REASONS });
  if (!row) return;
  await recordAudit(
    tx,
    { actorId: user.id, ip: null },
    {
      action: 'suppression_lifted',
      targetType: 'suppression',
      targetId: row.id,
      memberId: user.id,
      details: { reason: row.reason, since: row.createdAt.toISOString(), by: 'member_confirmed' },
    },
  );
}
