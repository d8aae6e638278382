// Two-step sign-in: enrolment, the code step's check, disabling, new recovery codes, and the
// reset when a member lost the device.
import type { TwoFactorProofBody, TwoFactorSetup } from '@fanclub/contract/two-factor';
import type { UserRow } from '../../db/schema/index';
import { appError, forbidden, notFound, validationFailed } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { checkPassword } from '../../lib/passwords';
import {
  countRecoveryCodesLeft,
  endSessionsOf,
  findMember,
  findTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useTimeStep,
} from './queries';
import {
  checkTotp,
  decryptSecret,
  encryptSecret,
  enrolmentOf,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
} from './secrets';
import { recordAudit, type AuditActor } from '../audit/record';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'mailer'>;

const TOTP_PATTERN = /^\d{6}$/;
const invalidCode = () => appError('INVALID_TWO_FACTOR_CODE');

export async function twoFactorStatus(ctx: Ctx, userId: number) {
  const row = await findTwoFactor(ctx.db, userId);
  const enabled = row?.enabledAt != null;
  return {
    enabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(ctx.db, userId) : 0,
  };
}

/** A new secret (replacing an unconfirmed one); refused while two-step sign-in is on. */
export async function startEnrolment(ctx: Ctx, user: UserRow): Promise<TwoFactorSetup> {
  const current = await findTwoFactor(ctx.db, user.id);
  if (current?.enabledAt) throw appError('CONFLICT');
  const secret = newTotpSecret();
  await savePendingSecret(ctx.db, user.id, encryptSecret(ctx.config.secrets.session, secret));
  return enrolmentOf(user.email, secret);
}

/** Checks the first code against the new secret and turns it on; answers the recovery codes. */
export async function confirmEnrolment(ctx: Ctx, userId: number, code: string) {
  const row = await findTwoFactor(ctx.db, userId);
  if (!row) throw appError('CONFLICT');
  if (row.enabledAt) throw appError('CONFLICT');
  const token = code.replace(/\s/g, '');
  if (!TOTP_PATTERN.test(token)) throw invalidCode();
  const secret = decryptSecret(ctx.config.secrets.session, row.secretEncrypted);
  const step = await checkTotp(secret, token, row.lastTimeStep);
  if (step === undefined) throw invalidCode();
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    if (!(await useTimeStep(tx, userId, step, true))) throw invalidCode();
    await replaceRecoveryCodes(
      tx,
      userId,
      codes.map((c) => hashRecoveryCode(ctx.config.secrets.session, c)),
    );
  });
  return codes;
}

/**
 * The code step: a TOTP code not used before (its time step is stored), or an unused recovery
 * code (then marked used). Answers whether the code was right.
 */
export async function checkCode(ctx: Ctx, userId: number, code: string): Promise<boolean> {
  const row = await findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return false;
  const token = code.replace(/\s/g, '');
  if (TOTP_PATTERN.test(token)) {
    const secret = decryptSecret(ctx.config.secrets.session, row.secretEncrypted);
    const step = await checkTotp(secret, token, row.lastTimeStep);
    return step !== undefined && (await useTimeStep(ctx.db, userId, step));
  }
  return useRecoveryCode(ctx.db, userId, hashRecoveryCode(ctx.config.secrets.session, token));
}

/** Disabling and new recovery codes need a current code or the password. */
async function proveOwner(ctx: Ctx, user: UserRow, proof: TwoFactorProofBody) {
  if (proof.code) {
    if (!(await checkCode(ctx, user.id, proof.code))) throw invalidCode();
    return;
  }
  if (!(await checkPassword(user.passwordHash, proof.password ?? ''))) {
    throw validationFailed({ password: { key: 'validation.current_password' } }, 'WRONG_PASSWORD');
  }
}

export async function disableTwoFactor(
  ctx: Ctx,
  user: UserRow,
  proof: TwoFactorProofBody,
  { required }: { required: boolean },
) {
  // An admin under ADMIN_REQUIRE_2FA keeps it; losing the device is another admin's reset.
  if (required) throw forbidden();
  const row = await findTwoFactor(ctx.db, user.id);
  if (!row?.enabledAt) throw appError('CONFLICT');
  await proveOwner(ctx, user, proof);
  await ctx.db.transaction((tx) => removeTwoFactor(tx, user.id));
}

export async function regenerateRecoveryCodes(
  ctx: Ctx,
  user: UserRow,
  proof: TwoFactorProofBody,
): Promise<string[]> {
  const row = await findTwoFactor(ctx.db, user.id);
  if (!row?.enabledAt) throw appError('CONFLICT');
  await proveOwner(ctx, user, proof);
  const codes = newRecoveryCodes();
  await ctx.db.transaction((tx) =>
    replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => hashRecoveryCode(ctx.config.secrets.session, c)),
    ),
  );
  return codes;
}

/**
 * A member lost the device: another admin (actorId) or the CLI (null) removes the secret and
 * the recovery codes and ends the member's sessions; the member is told by mail and sets it up
 * again at the next sign-in. Answers whether two-step sign-in was on.
 */
export async function resetTwoFactor(
  ctx: Ctx,
  { actor, userId }: { actor: AuditActor; userId: number },
): Promise<boolean> {
  if (actor.actorId !== null && actor.actorId === userId) throw forbidden();
  const member = await findMember(ctx.db, userId);
  if (!member) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const wasOn = await removeTwoFactor(tx, userId);
    if (!wasOn) return false;
    await endSessionsOf(tx, userId);
    await recordAudit(tx, actor, {
      action: 'two_factor_reset',
      targetType: 'user',
      targetId: userId,
      memberId: userId,
    });
    await ctx.mailer.send(tx, {
      to: member.email,
      language: member.mainLanguage,
      template: 'twoFactorReset',
      vars: { nickname: member.nickname, url: `${ctx.config.appUrl}/signin` },
    });
    return true;
  });
}

export async function hasTwoFactor(ctx: Pick<Ctx, 'db'>, userId: number): Promise<boolean> {
  return (await findTwoFactor(ctx.db, userId))?.enabledAt != null;
}
