// Who a post or a mail is for: everyone, or filters on the member's
// profile. Every key of a custom audience is optional; an empty list means "any".
import { z } from 'zod';
import { calendarDay, strictInteger } from './api';
import { CONTENT_LANGUAGES, GENDERS } from './codes';

const countryList = z
  .array(z.string().regex(/^CT\d{3}$/, 'validation.option'))
  .max(207)
  .optional();

/** A Japan-time calendar day, `YYYY-MM-DD`. */
const day = calendarDay.optional();

const age = strictInteger(
  z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(120, 'validation.invalid'),
);

export const audienceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z
    .object({
      type: z.literal('custom'),
      ageMin: age.optional(),
      ageMax: age.optional(),
      gender: z.enum(GENDERS, { error: 'validation.option' }).optional(),
      mainLanguage: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).optional(),
      prefectures: z
        .array(z.string().regex(/^JPPRF(0[1-9]|[1-3]\d|4[0-7])$/, 'validation.option'))
        .max(47)
        .optional(),
      /** Country of residence. */
      countries: countryList,
      nationalities: countryList,
      /** Registered on or after / on or before this Japan-time day. */
      registeredFrom: day,
      registeredTo: day,
      segments: z
        .object({
          include: z.array(z.number().int().positive()).max(50).optional(),
          exclude: z.array(z.number().int().positive()).max(50).optional(),
        })
        .optional(),
    })
    .refine((a) => a.ageMin === undefined || a.ageMax === undefined || a.ageMin <= a.ageMax, {
      message: 'validation.age_range',
      path: ['ageMax'],
    })
    .refine((a) => !a.registeredFrom || !a.registeredTo || a.registeredFrom <= a.registeredTo, {
      message: 'validation.date_range',
      path: ['registeredTo'],
    }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const audienceCount = z
  .object({
    /** Active members the audience matches (who see the post). */
    count: z.number().int(),
    /** Of them, those who accept news mail (who receive the post's mail). */
    newsletter: z.number().int(),
    /** Of those, the ones left out because their address is on the suppression list. */
    suppressed: z.number().int(),
  })
  .meta({ id: 'AudienceCount' });
export type AudienceCount = z.infer<typeof audienceCount>;

/** Which consent a mail needs: marketing mail, or survey invitations. */
export const MAIL_CONSENTS = ['newsletter', 'survey'] as const;
export type MailConsent = (typeof MAIL_CONSENTS)[number];
