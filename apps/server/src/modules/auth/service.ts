// Account journeys: sign-up, e-mail verification, sign-in, password reset and change.
import { and, eq } from 'drizzle-orm';
import type {
  ChangePasswordData,
  LoginBody,
  RegisterData,
  ResetPasswordData,
} from '@fanclub/contract/auth';
import type { UiLocale } from '@fanclub/contract/codes';
import { users, type UserRow } from '../../db/schema/index';
import { type FieldError, validationFailed, appError } from '../../errors';
import { isDisposableAddress } from '../../lib/disposable';
import { checkPassword, hashPassword } from '../../lib/passwords';
import { newReferralCode } from '../../lib/referral-code';
import { creditJoinBonus } from '../referrals/service';
import {
  consumeToken,
  findTokenUser,
  findUserByEmail,
  findUserIdByReferralCode,
  isNicknameTaken,
  issueToken,
} from './queries';
import { uniqueViolation } from '../../db/errors';
import type { ServiceContext } from '../../lib/context';
import { liftAfterConfirm } from '../suppression/confirm';

type Ctx = ServiceContext;

const VERIFY_TTL_MINUTES = 24 * 60;
const RESET_TTL_MINUTES = 60;

/** Issues a fresh verification token and writes the mail (in `db`'s transaction). */
export async function sendVerification(ctx: Ctx, db: Ctx['db'], user: UserRow) {
  const token = await issueToken(db, user.id, 'verify_email', VERIFY_TTL_MINUTES);
  await ctx.mailer.send(db, {
    to: user.email,
    language: user.mainLanguage,
    template: 'verifyEmail',
    vars: {
      nickname: user.nickname,
      url: `${ctx.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`,
    },
  });
}

export async function registerMember(
  ctx: Ctx,
  input: RegisterData,
  locale: UiLocale,
): Promise<UserRow> {
  const { db, config } = ctx;
  const errors: Record<string, FieldError> = {};
  const thisYear = new Date().getFullYear();
  if (isDisposableAddress(input.email)) errors.email = { key: 'validation.email_disposable' };
  if (input.yearOfBirth > thisYear || input.yearOfBirth < thisYear - 120) {
    errors.yearOfBirth = { key: 'validation.year_of_birth' };
  } else if (thisYear - input.yearOfBirth < config.minRegistrationAge) {
    errors.yearOfBirth = {
      key: 'validation.under_age',
      params: { age: config.minRegistrationAge },
    };
  }
  let referredById: number | undefined;
  if (input.referralCode) {
    referredById = await findUserIdByReferralCode(db, input.referralCode);
    if (referredById === undefined) errors.referralCode = { key: 'validation.referral_invalid' };
  }
  if (!errors.email && (await findUserByEmail(db, input.email)))
    errors.email = { key: 'validation.email_taken' };
  if (await isNicknameTaken(db, input.nickname))
    errors.nickname = { key: 'validation.nickname_taken' };
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            nickname: input.nickname,
            yearOfBirth: input.yearOfBirth,
            gender: input.gender,
            phone: input.phone ?? null,
            postalCode: input.postalCode ?? null,
            mainLanguage: locale,
            status: 'provisional',
            referralCode: newReferralCode(),
            referredById: referredById ?? null,
          })
          .returning();
        await sendVerification(ctx, tx, user!);
        return user!;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key')
        throw validationFailed({ email: { key: 'validation.email_taken' } });
      if (constraint === 'users_nickname_key')
        throw validationFailed({ nickname: { key: 'validation.nickname_taken' } });
      if (constraint === 'users_referral_code_key' && attempt < 5) continue;
      throw appError('REGISTRATION_FAILED', { cause: error });
    }
  }
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<UserRow> {
  const { db } = ctx;
  const known = await findTokenUser(db, token, 'verify_email');
  // A second click on the same link is not an error once the address is confirmed. A live
  // link of an active member is the account page's "confirm my address again": it lifts a bounce.
  if (known && known.status === 'active' && known.emailVerifiedAt) {
    await db.transaction(async (tx) => {
      if ((await consumeToken(tx, token, 'verify_email')) === known.id)
        await liftAfterConfirm(tx, known);
    });
    return known;
  }
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify_email');
    if (userId === undefined) throw appError('INVALID_TOKEN');
    const now = new Date();
    const [user] = await tx
      .update(users)
      .set({ status: 'active', emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'provisional')))
      .returning();
    if (!user) throw appError('INVALID_TOKEN');
    await creditJoinBonus(tx, user);
    return user;
  });
}

export async function resendVerification(ctx: Ctx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.status !== 'provisional') return;
  await ctx.db.transaction((tx) => sendVerification(ctx, tx, user));
}

/** Checks credentials and account state; the caller starts the session. */
export async function authenticate(ctx: Ctx, body: LoginBody): Promise<UserRow | undefined> {
  const user = await findUserByEmail(ctx.db, body.email);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!ok || !user) return undefined;
  if (user.status === 'provisional') throw appError('EMAIL_NOT_VERIFIED');
  if (user.status !== 'active') throw appError('ACCOUNT_CLOSED');
  return user;
}

export async function requestPasswordReset(ctx: Ctx, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || (user.status !== 'active' && user.status !== 'provisional')) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'reset_password', RESET_TTL_MINUTES);
    const url = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await ctx.mailer.send(tx, {
      to: user.email,
      language: user.mainLanguage,
      template: 'resetPassword',
      vars: { nickname: user.nickname, url },
    });
  });
}

export async function resetPassword(ctx: Ctx, body: ResetPasswordData): Promise<UserRow> {
  const owner = await findTokenUser(ctx.db, body.token, 'reset_password');
  if (!owner || owner.email.toLowerCase() !== body.email.toLowerCase())
    throw appError('INVALID_TOKEN');
  if (owner.status !== 'active' && owner.status !== 'provisional') throw appError('INVALID_TOKEN');
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeToken(tx, body.token, 'reset_password');
    if (userId !== owner.id) throw appError('INVALID_TOKEN');
    const now = new Date();
    // The mailed link proves the address, so a provisional account becomes active too.
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        status: 'active',
        emailVerifiedAt: owner.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, owner.id))
      .returning();
    // The mailed link confirmed the address: the same moment as a verification.
    if (owner.status === 'provisional') await creditJoinBonus(tx, user!);
    return user!;
  });
}

export async function changePassword(
  ctx: Ctx,
  user: UserRow,
  body: ChangePasswordData,
): Promise<void> {
  if (!(await checkPassword(user.passwordHash, body.currentPassword))) {
    throw validationFailed(
      { currentPassword: { key: 'validation.current_password' } },
      'WRONG_PASSWORD',
    );
  }
  if (body.password === body.currentPassword) {
    throw validationFailed({ password: { key: 'validation.same_password' } });
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await ctx.mailer.send(tx, {
      to: user.email,
      language: user.mainLanguage,
      template: 'passwordChanged',
      vars: { nickname: user.nickname, url: `${ctx.config.appUrl}/forgot-password` },
    });
  });
}
