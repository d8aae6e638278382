// A campaign's sample: instead of everyone its audience matches, N members drawn at random,
// optionally stratified by one dimension, in proportion to the audience or to quotas per stratum
// (a stratum's quota also caps its completes: one past it ends over-quota). Each invitation of a
// sampled campaign is a recorded draw (seed, population, targets); "invite more" draws again
// from the members not yet invited.
//
// Routes (admin only; envelope of api.ts):
//   GET  /api/admin/campaign/{id}/sample   query sampleQuery → dataOf(campaignSampleView)
//   POST /api/admin/campaign/{id}/sample   body sampleSettingBody → dataOf(campaignSampleView)
//                                          422 on a size above the eligible members or quotas
//                                          above the campaign's respondent limit
//   POST /api/admin/campaign/{id}/invite-more body inviteMoreBody → 201 dataOf(sendoutBatch)
//                                          409 BATCH_BUSY, 422 CAMPAIGN_NOT_OPEN / validation
import { z } from 'zod';
import { strictInteger } from './api';
import { CONTENT_LANGUAGES, GENDERS } from './codes';
import { AGE_GROUP_CODES, PREFECTURE_GROUP_CODES } from './reference';
import { UNKNOWN_CODE } from './statistics';

/** The one dimension a sample may be stratified by (`none`: one stratum, everyone). */
export const STRATIFY_DIMENSIONS = [
  'none',
  'ageGroup',
  'gender',
  'prefectureGroup',
  'language',
] as const;
export type StratifyDimension = (typeof STRATIFY_DIMENSIONS)[number];
/** How a draw splits its size: in proportion to the eligible members, or to the typed quotas. */
export const SAMPLE_ALLOCATIONS = ['proportional', 'quotas'] as const;
export type SampleAllocation = (typeof SAMPLE_ALLOCATIONS)[number];
/** The single stratum of an unstratified sample. */
export const ALL_STRATUM = 'all';

/** The strata of a dimension, in display order (`unknown`: under 10, or living abroad). */
export const STRATA: Record<StratifyDimension, readonly string[]> = {
  none: [ALL_STRATUM],
  ageGroup: [...AGE_GROUP_CODES, UNKNOWN_CODE],
  gender: GENDERS,
  prefectureGroup: [...PREFECTURE_GROUP_CODES, UNKNOWN_CODE],
  language: CONTENT_LANGUAGES,
};

const count = (min: number) =>
  strictInteger(
    z
      .number({ error: 'validation.number' })
      .int('validation.invalid')
      .min(min, min === 0 ? 'validation.not_negative' : 'validation.positive')
      .max(10_000_000, 'validation.invalid'),
  );

export const sampleSetting = z
  .object({
    /** Members the first invitation draws. */
    size: count(1),
    stratifyBy: z.enum(STRATIFY_DIMENSIONS, { error: 'validation.option' }).default('none'),
    allocation: z.enum(SAMPLE_ALLOCATIONS, { error: 'validation.option' }).default('proportional'),
    /** Completes wanted per stratum (with `quotas`); a stratum left out has none. */
    quotas: z.record(z.string(), count(0)).default({}),
  })
  .refine((s) => s.allocation === 'proportional' || s.stratifyBy !== 'none', {
    message: 'validation.sample_quotas_need_strata',
    path: ['allocation'],
  })
  .refine((s) => Object.keys(s.quotas).every((k) => STRATA[s.stratifyBy].includes(k)), {
    message: 'validation.option',
    path: ['quotas'],
  })
  .refine((s) => s.allocation === 'proportional' || Object.values(s.quotas).some((q) => q > 0), {
    message: 'validation.sample_quotas_empty',
    path: ['quotas'],
  });
export type SampleSetting = z.output<typeof sampleSetting>;
export type SampleSettingInput = z.input<typeof sampleSetting>;

/** Sampling on (a setting) or off (null: everyone the audience matches is invited). */
export const sampleSettingBody = z.object({ sample: sampleSetting.nullable() });
export type SampleSettingBody = z.input<typeof sampleSettingBody>;

export const sampleQuery = z.object({
  /** The strata to count, when the admin is choosing one (default: the saved setting's). */
  stratifyBy: z.enum(STRATIFY_DIMENSIONS, { error: 'validation.option' }).optional(),
});

export const inviteMoreBody = z.object({ size: count(1) });
export type InviteMoreBody = z.input<typeof inviteMoreBody>;

export const stratumFigure = z
  .object({
    code: z.string(),
    /** Members an invitation could draw now (audience, consent, not invited, not resting). */
    eligible: z.number().int(),
    /** The completes wanted (quotas), null without. */
    quota: z.number().int().nullable(),
    /** Drawn in every draw so far. */
    drawn: z.number().int(),
    completed: z.number().int(),
  })
  .meta({ id: 'SampleStratum' });
export type StratumFigure = z.infer<typeof stratumFigure>;

export const drawStratum = z.object({
  code: z.string(),
  target: z.number().int(),
  drawn: z.number().int(),
  completed: z.number().int(),
});
export type DrawStratum = z.infer<typeof drawStratum>;

export const sampleDraw = z
  .object({
    id: z.number().int(),
    batchId: z.number().int().nullable(),
    seed: z.string(),
    size: z.number().int(),
    stratifyBy: z.enum(STRATIFY_DIMENSIONS),
    allocation: z.enum(SAMPLE_ALLOCATIONS),
    /** Eligible members the draw chose from; null until its batch starts. */
    populationCount: z.number().int().nullable(),
    drawnCount: z.number().int(),
    strata: z.array(drawStratum),
    createdAt: z.string(),
  })
  .meta({ id: 'SampleDraw' });
export type SampleDraw = z.infer<typeof sampleDraw>;

/** A saved setting as answers carry it. */
export const sampleSettingView = z
  .object({
    size: z.number().int(),
    stratifyBy: z.enum(STRATIFY_DIMENSIONS),
    allocation: z.enum(SAMPLE_ALLOCATIONS),
    quotas: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'SampleSetting' });

export const campaignSampleView = z
  .object({
    sample: sampleSettingView.nullable(),
    /** The counted dimension (the query's, or the setting's). */
    stratifyBy: z.enum(STRATIFY_DIMENSIONS),
    eligible: z.number().int(),
    strata: z.array(stratumFigure),
    draws: z.array(sampleDraw),
  })
  .meta({ id: 'CampaignSample' });
export type CampaignSampleView = z.infer<typeof campaignSampleView>;
