// Two-step sign-in (TOTP): the sign-in code step, enrolment, recovery codes, disabling.
import { z } from 'zod';
import { required } from './fields';

export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit TOTP code or a recovery code (`xxxxx-xxxxx`); spaces and case do not matter. */
const twoFactorCodeField = z
  .string(required)
  .trim()
  .min(1, 'validation.required')
  .max(40, 'validation.two_factor_code')
  .regex(/^[0-9A-Za-z\s-]+$/, 'validation.two_factor_code');

export const twoFactorCodeBody = z.object({ code: twoFactorCodeField });

/** Disabling or new recovery codes: a current code, or the account's password. */
export const twoFactorProofBody = z
  .object({
    code: z.string().trim().max(40, 'validation.two_factor_code').optional(),
    password: z.string().max(200).optional(),
  })
  .refine((v) => Boolean(v.code) || Boolean(v.password), {
    message: 'validation.two_factor_proof',
    path: ['code'],
  });
export type TwoFactorProofBody = z.infer<typeof twoFactorProofBody>;

/** The answer of a right password when the account has two-step sign-in: the code comes next. */
export const loginPending = z
  .object({ twoFactor: z.literal('pending') })
  .meta({ id: 'LoginTwoFactorPending' });
export type LoginPending = z.infer<typeof loginPending>;

export const twoFactorStatus = z
  .object({
    enabled: z.boolean(),
    /** An admin who must set it up (ADMIN_REQUIRE_2FA) before any admin call. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    enabledAt: z.string().nullable(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** Shown once when enrolment starts: the QR code (SVG), the otpauth URI and the secret. */
export const twoFactorSetup = z
  .object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** Shown once: after enrolment and when the codes are replaced. */
export const recoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;
