// Redemptions and the admin's exchange decisions. Each is one transaction: the request row,
// the ledger movement (through movePoints) and the member's notification commit together.
import type { MessageKey } from '@fanclub/contract/messages';
import {
  amountProblem,
  APPROVABLE_STATUSES,
  FAILABLE_STATUSES,
  pointsToUsdCents,
  type ExchangeStatus,
  type RedeemData,
  type RewardType,
} from '@fanclub/contract/rewards';
import type { Db } from '../../db/client';
import { mailLanguage } from '../../mail/templates';
import { notFound, validationFailed, appError } from '../../errors';
import type { ServiceContext as Ctx } from '../../lib/context';
import { notify } from '../notifications/service';
import { insufficientPoint, movePoints } from '../points/ledger';
import { type AuditActor, recordAudit } from '../audit/record';
import { assertRequestAccess, canReceive, mayManageRequests, type RequestReader } from './policy';
import {
  findActiveReward,
  findMemberRequest,
  findRequest,
  findUserContact,
  insertRequest,
  lockBalance,
  setDebitTransaction,
  transitionRequests,
  type ExchangeRow,
} from './queries';
import { settingValue } from '../settings/service';

export const exchangeKey = {
  debit: (requestId: number) => `EXCHANGE:request:${requestId}`,
  refund: (requestId: number) => `REFUND:request:${requestId}`,
};

const LEDGER_DESCRIPTION: Record<RewardType, MessageKey> = {
  amazon: 'ledger.exchange_amazon',
  paypal: 'ledger.exchange_paypal',
  donation: 'ledger.donation',
};

const HISTORY_LINK = '/transactions?tab=exchange';

async function announce(db: Db, row: ExchangeRow, status: ExchangeStatus | 'donation') {
  const messageKey =
    status === 'donation' ? 'notifications.donation_completed' : `notifications.exchange_${status}`;
  await notify(db, {
    userId: row.userId,
    kind: 'exchange',
    messageKey,
    params: { points: row.amount, id: row.id },
    link: HISTORY_LINK,
  });
}

/**
 * A member exchanges points. Gift cards start as `new` and wait for an admin; donations are
 * pooled and paid by the office twice a year, so the member's part is done at once (`completed`).
 */
export async function redeem(
  ctx: Ctx,
  member: { id: number; countryOfResidence: string | null },
  rewardId: number,
  body: RedeemData,
) {
  const reward = await findActiveReward(ctx.db, rewardId);
  if (!reward) throw notFound();
  const type = reward.type as RewardType;
  const problem = amountProblem({ ...reward, type }, body.amount);
  if (problem) throw validationFailed({ amount: { key: problem } });
  if (type === 'paypal' && !body.paypalEmail)
    throw validationFailed({ paypalEmail: { key: 'validation.required' } });
  if (!canReceive(type, member.countryOfResidence))
    throw appError('REWARD_UNAVAILABLE', { messageKey: 'rewards.amazon_japan_only' });

  const { requestId, balance } = await ctx.db.transaction(async (tx) => {
    const held = await lockBalance(tx, member.id);
    if (held === undefined) throw notFound();
    if (held < body.amount) throw insufficientPoint();
    const isDonation = type === 'donation';
    const request = await insertRequest(tx, {
      userId: member.id,
      rewardId: reward.id,
      type,
      amount: body.amount,
      status: isDonation ? 'completed' : 'new',
      paypalEmail: type === 'paypal' ? body.paypalEmail! : null,
      usdCents:
        type === 'paypal'
          ? pointsToUsdCents(body.amount, await settingValue(tx, ctx.config, 'paypalJpyPerUsd'))
          : null,
      completedAt: isDonation ? new Date() : null,
    });
    const moved = await movePoints(tx, {
      userId: member.id,
      type: isDonation ? 'PC04' : 'EXCHANGE',
      points: -body.amount,
      description: LEDGER_DESCRIPTION[type],
      reference: `exchange_request:${request.id}`,
      idempotencyKey: exchangeKey.debit(request.id),
    });
    await setDebitTransaction(tx, request.id, moved.transactionId!);
    await announce(tx, request, isDonation ? 'donation' : 'new');
    return { requestId: request.id, balance: moved.balance };
  });
  return { row: (await findMemberRequest(ctx.db, requestId))!, balance };
}

/**
 * Approves the given requests that are new or pending, in one conditional UPDATE; answers which
 * ids moved and which did not. None moved → 422 APPROVE_FAILED ("Approved Error").
 */
export async function approveRequests(
  ctx: Ctx,
  admin: RequestReader,
  ids: number[],
  ip: string | null = null,
) {
  if (!mayManageRequests(admin)) throw notFound();
  const adminId = admin.id;
  const unique = [...new Set(ids)];
  const approved = await ctx.db.transaction(async (tx) => {
    const rows = await transitionRequests(tx, unique, APPROVABLE_STATUSES, {
      status: 'approved',
      approvedById: adminId,
      approvedAt: new Date(),
    });
    for (const row of rows) {
      await announce(tx, row, 'approved');
      await auditDecision(tx, { actorId: adminId, ip }, row, 'exchange_approved');
    }
    return rows.map((r) => r.id);
  });
  if (approved.length === 0) throw appError('APPROVE_FAILED');
  const done = new Set(approved);
  return {
    approved: approved.sort((a, b) => a - b),
    notApproved: unique.filter((id) => !done.has(id)),
  };
}

/** The decision's audit row: the request and its member, by id. */
function auditDecision(
  tx: Db,
  actor: AuditActor,
  row: ExchangeRow,
  action: 'exchange_approved' | 'exchange_completed' | 'exchange_failed',
) {
  return recordAudit(tx, actor, {
    action,
    targetType: 'exchange_request',
    targetId: row.id,
    memberId: row.userId,
    details: { type: row.type, amount: row.amount },
  });
}

async function stateConflict(db: Db, id: number): Promise<never> {
  if (!(await findRequest(db, id))) throw notFound();
  throw appError('CONFLICT', { messageKey: 'exchange.state_conflict' });
}

function historyUrl(ctx: Ctx) {
  return `${ctx.config.appUrl}${HISTORY_LINK}`;
}

/** approved → completed with the gift code or PayPal reference; the member is mailed it. */
export async function completeRequest(
  ctx: Ctx,
  admin: RequestReader,
  id: number,
  reference: string,
  ip: string | null = null,
) {
  assertRequestAccess(admin, await findRequest(ctx.db, id), 'manage');
  const row = await ctx.db.transaction(async (tx) => {
    const [done] = await transitionRequests(tx, [id], ['approved'], {
      status: 'completed',
      deliveryReference: reference,
      completedAt: new Date(),
    });
    if (!done) return undefined;
    await mailMember(ctx, tx, done, 'exchangeCompleted', { reference });
    await announce(tx, done, 'completed');
    await auditDecision(tx, { actorId: admin.id, ip }, done, 'exchange_completed');
    return done;
  });
  if (!row) return stateConflict(ctx.db, id);
  return row;
}

/** new, pending or approved → fail: the points go back once (REFUND, keyed by the request). */
export async function failRequest(
  ctx: Ctx,
  admin: RequestReader,
  id: number,
  reason: string,
  ip: string | null = null,
) {
  assertRequestAccess(admin, await findRequest(ctx.db, id), 'manage');
  const adminId = admin.id;
  const row = await ctx.db.transaction(async (tx) => {
    const [failed] = await transitionRequests(tx, [id], FAILABLE_STATUSES, {
      status: 'fail',
      failureReason: reason,
    });
    if (!failed) return undefined;
    await movePoints(tx, {
      userId: failed.userId,
      type: 'REFUND',
      points: failed.amount,
      description: 'ledger.exchange_refund',
      reference: `exchange_request:${failed.id}`,
      idempotencyKey: exchangeKey.refund(failed.id),
      createdById: adminId,
      notify: false, // the exchange notification below says it
    });
    await mailMember(ctx, tx, failed, 'exchangeFailed', { reason });
    await announce(tx, failed, 'fail');
    await auditDecision(tx, { actorId: adminId, ip }, failed, 'exchange_failed');
    return failed;
  });
  if (!row) return stateConflict(ctx.db, id);
  return row;
}

async function mailMember(
  ctx: Ctx,
  tx: Db,
  row: ExchangeRow,
  template: 'exchangeCompleted' | 'exchangeFailed',
  extra: { reference?: string; reason?: string },
) {
  const member = await findUserContact(tx, row.userId);
  const reward = await findMemberRequest(tx, row.id);
  if (!member || !reward) return;
  const language = member.mainLanguage;
  await ctx.mailer.send(tx, {
    to: member.email,
    language,
    template,
    vars: {
      nickname: member.nickname,
      url: historyUrl(ctx),
      // Japanese for Japanese mail; the English name for the five other languages.
      rewardName: mailLanguage(language) === 'ja' ? reward.nameJa : reward.nameEn,
      points: row.amount,
      type: row.type,
      ...extra,
    },
  });
}
