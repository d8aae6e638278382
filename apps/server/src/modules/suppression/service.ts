// The suppression list's admin actions (each recorded in the audit log) and the member's side:
// seeing their own entry, and confirming the address again to lift a bounce.
import type { UiLocale } from '@fanclub/contract/codes';
import {
  BOUNCE_REASONS,
  type AccountSuppression,
  type SuppressionCreate,
} from '@fanclub/contract/suppressions';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { appError, notFound } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { type AuditActor, recordAudit, recordExport } from '../audit/record';
import { sendVerification } from '../auth/service';
import { suppressionCsv } from './export-csv';
import { presentSuppression } from './presenter';
import {
  deleteSuppression,
  findSuppressionByEmail,
  memberIdByEmail,
  type SuppressionFilter,
} from './queries';
import { suppress } from './record';

type Created = Required<Pick<SuppressionCreate, 'email' | 'reason'>> & { detail?: string };

/** An admin puts an address on the list by hand; an address already there is a conflict. */
export async function addSuppression(db: Db, actor: AuditActor, input: Created) {
  return db.transaction(async (tx) => {
    if (await findSuppressionByEmail(tx, input.email))
      throw appError('CONFLICT', { messageKey: 'suppressions.already_listed' });
    const userId = await memberIdByEmail(tx, input.email);
    await suppress(tx, input.email, userId, input.reason, input.detail, actor.actorId);
    const row = (await findSuppressionByEmail(tx, input.email))!;
    await recordAudit(tx, actor, {
      action: 'suppression_added',
      targetType: 'suppression',
      targetId: row.id,
      memberId: userId ?? undefined,
      details: { reason: row.reason },
    });
    return presentSuppression(row);
  });
}

/** An admin lifts an entry: it is removed, and the audit log keeps what it was. */
export async function liftSuppression(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteSuppression(tx, { id });
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'suppression_lifted',
      targetType: 'suppression',
      targetId: row.id,
      memberId: row.userId ?? undefined,
      details: { reason: row.reason, since: row.createdAt.toISOString(), by: 'admin' },
    });
  });
}

export async function exportSuppressions(
  db: Db,
  actor: AuditActor,
  filter: SuppressionFilter,
  locale: UiLocale,
) {
  const clean: SuppressionFilter = { q: filter.q, reason: filter.reason };
  await recordExport(db, actor, 'suppressions', { filter: clean });
  return suppressionCsv(db, clean, locale);
}

/** The member's own address on the list, as account settings show it. */
export async function ownSuppression(db: Db, user: UserRow): Promise<AccountSuppression> {
  const row = await findSuppressionByEmail(db, user.email);
  if (!row) return null;
  return {
    reason: row.reason,
    since: row.createdAt.toISOString(),
    canReconfirm: BOUNCE_REASONS.includes(row.reason),
  };
}

/**
 * Mails the member a verification link for the address on the list (bounces only; the mailer
 * still sends transactional mail there): following it lifts the entry (`liftAfterConfirm`).
 */
export async function requestReconfirm(ctx: ServiceContext, user: UserRow): Promise<void> {
  const own = await ownSuppression(ctx.db, user);
  if (!own?.canReconfirm)
    throw appError('CONFLICT', { messageKey: 'suppressions.nothing_to_confirm' });
  await ctx.db.transaction((tx) => sendVerification(ctx, tx, user));
}
