// Requests and responses of sign-up, sign-in, e-mail verification and passwords.
import { z } from 'zod';
import { GENDERS, MEMBER_STATUSES } from './codes';
import { memberIdentity, optional, required, text } from './fields';

export const emailField = z
  .string(required)
  .trim()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(254, 'validation.too_long')
  .pipe(z.email({ error: 'validation.email' }));

/** At least 8 half-width (ASCII printable) characters with upper, lower and a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,72}$/;

export const passwordField = z
  .string(required)
  .min(1, 'validation.required')
  .regex(PASSWORD_PATTERN, 'validation.password_rule');

const confirmationField = z.string(required).min(1, 'validation.required');

/** Adds the "passwords match" rule; it runs even when other fields are invalid. */
function withConfirmation<
  T extends z.ZodObject<{ password: z.ZodType; passwordConfirmation: z.ZodType }>,
>(schema: T) {
  return schema.refine(
    (v: { password?: unknown; passwordConfirmation?: unknown }) =>
      v.password === v.passwordConfirmation,
    {
      message: 'validation.password_mismatch',
      path: ['passwordConfirmation'],
      when: (payload) => {
        // Not an object at all (a missing or multipart body): the object's own error says so.
        const v = payload.value as { password?: unknown; passwordConfirmation?: unknown } | null;
        return (
          typeof v?.password === 'string' &&
          typeof v.passwordConfirmation === 'string' &&
          v.passwordConfirmation !== ''
        );
      },
    },
  );
}

export const yearOfBirthField = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v.trim() === ''
        ? undefined
        : /^\d+$/.test(v.trim())
          ? Number(v)
          : v
      : v,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'validation.required' : 'validation.year_of_birth',
    })
    .int('validation.year_of_birth')
    .min(1000, 'validation.year_of_birth')
    .max(9999, 'validation.year_of_birth'),
);

export const registerBody = withConfirmation(
  z.object({
    firstName: text(50),
    lastName: text(50),
    nickname: text(30),
    email: emailField,
    password: passwordField,
    passwordConfirmation: confirmationField,
    yearOfBirth: yearOfBirthField,
    gender: z.enum(GENDERS, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'validation.select_required'
          : 'validation.gender',
    }),
    phone: optional(z.string().regex(/^\+?\d{6,15}$/, 'validation.phone')),
    postalCode: optional(z.string().regex(/^\d{7}$/, 'validation.postal_code')),
    referralCode: optional(z.string().max(6, 'validation.referral_too_long')),
    policyAgreement: z.literal(true, { error: 'validation.policy' }),
  }),
);
export type RegisterBody = z.input<typeof registerBody>;
export type RegisterData = z.output<typeof registerBody>;

export const loginBody = z.object({
  email: z.string(required).trim().toLowerCase().min(1, 'validation.required').max(254),
  password: z.string(required).min(1, 'validation.required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenBody = z.object({
  token: z.string(required).min(1, 'validation.required').max(200),
});

export const emailBody = z.object({ email: emailField });
export type EmailBody = z.infer<typeof emailBody>;

export const resetPasswordBody = withConfirmation(
  z.object({
    token: z.string(required).min(1, 'validation.required').max(200),
    email: emailField,
    password: passwordField,
    passwordConfirmation: confirmationField,
  }),
);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ResetPasswordData = z.output<typeof resetPasswordBody>;

export const changePasswordBody = withConfirmation(
  z.object({
    currentPassword: z.string(required).min(1, 'validation.required').max(200),
    password: passwordField,
    passwordConfirmation: confirmationField,
  }),
);
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangePasswordData = z.output<typeof changePasswordBody>;

export const authUser = z
  .object({
    ...memberIdentity,
    mainLanguage: z.string(),
    status: z.enum(MEMBER_STATUSES),
    pointAmount: z.number().int(),
    referralCode: z.string(),
    is_admin: z.boolean(),
    isAdmin: z.boolean(),
    is_blocked: z.boolean(),
    canPost: z.boolean(),
    privacyConsented: z.boolean(),
    accountSettingUpdated: z.boolean(),
    /** The IANA zone of the member's timezone setting (Asia/Tokyo by default): screens show times in it. */
    timezone: z.string(),
    createdAt: z.string(),
    /** Two-step sign-in is set up (the session passed its code step). */
    twoFactorEnabled: z.boolean(),
    /**
     * An admin who must set up two-step sign-in first (ADMIN_REQUIRE_2FA): until then the
     * account acts as a member's (isAdmin false) and admin calls answer
     * TWO_FACTOR_ENROLMENT_REQUIRED.
     */
    twoFactorEnrolmentRequired: z.boolean(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof authUser>;

export const registerResult = z.object({
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
});
