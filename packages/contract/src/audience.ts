// Who a post or a mail is for (CONTRACT.md "Audiences"): everyone, or filters on the member's
// profile. Every key of a custom audience is optional; an empty list means "any".
import { z } from 'zod';
import { CONTENT_LANGUAGES, GENDERS } from './codes';

const age = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(120, 'validation.invalid');

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
      countries: z
        .array(z.string().regex(/^CT\d{3}$/, 'validation.option'))
        .max(207)
        .optional(),
      segments: z
        .object({
          include: z.array(z.number().int()).optional(),
          exclude: z.array(z.number().int()).optional(),
        })
        .optional(),
    })
    .refine((a) => a.ageMin === undefined || a.ageMax === undefined || a.ageMin <= a.ageMax, {
      message: 'validation.age_range',
      path: ['ageMax'],
    }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const audienceCount = z.object({ count: z.number().int() }).meta({ id: 'AudienceCount' });
