// The admin settings tab: the rules in force, the ones the office may change, and the record of
// every change (who, when, old → new); plus the organization tab's list of members' companies.
import { z } from 'zod';
import { pageQuery, strictNumber, strictInteger } from './api';
import { FACILITY_TYPES, organization } from './account';
import { UI_LOCALES } from './codes';

/** Settings an admin may change; the environment's value is the default until then. */
export const EDITABLE_SETTINGS = [
  'firstSurveyPoints',
  'referralPoints',
  'paypalJpyPerUsd',
  'dailyEarnCap',
  'speederPercent',
  'surveyInviteLimit',
  'surveyRestDays',
] as const;
export type EditableSetting = (typeof EDITABLE_SETTINGS)[number];

const wholeNumber = (min: number, max: number) =>
  strictInteger(
    z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(min, 'validation.invalid')
      .max(max, 'validation.invalid')
      .optional(),
  );

const points = strictInteger(
  z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(0, 'validation.invalid')
    .max(100_000, 'validation.invalid'),
);

export const settingsBody = z
  .object({
    firstSurveyPoints: points.optional(),
    referralPoints: points.optional(),
    paypalJpyPerUsd: strictNumber(
      z
        .number({ error: 'validation.invalid' })
        .positive('validation.invalid')
        .max(100_000, 'validation.invalid')
        .optional(),
    ),
    /** Survey points a member may earn in one Japan day before the rest is held; 0 = no cap. */
    dailyEarnCap: points.optional(),
    /** A complete faster than this share of the stated minutes is held; 0 = never. */
    speederPercent: strictInteger(
      z
        .number({ error: 'validation.invalid' })
        .int('validation.invalid')
        .min(0, 'validation.invalid')
        .max(100, 'validation.invalid')
        .optional(),
    ),
    /** Survey invitations per member in any 30 days. */
    surveyInviteLimit: wholeNumber(1, 100),
    /** Days without a survey invitation after a completed survey; 0 = none. */
    surveyRestDays: wholeNumber(0, 90),
  })
  .strict();
export type SettingsBody = z.input<typeof settingsBody>;

export const editableSetting = z.object({
  key: z.enum(EDITABLE_SETTINGS),
  value: z.number(),
  /** The environment's value, used while no admin has changed it. */
  defaultValue: z.number(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type EditableSettingView = z.infer<typeof editableSetting>;

export const settingsView = z
  .object({
    minRegistrationAge: z.number().int(),
    referralLotteryEnabled: z.boolean(),
    mailMode: z.enum(['outbox', 'smtp']),
    sendoutRate: z.number(),
    editable: z.array(editableSetting),
  })
  .meta({ id: 'Settings' });
export type SettingsView = z.infer<typeof settingsView>;

export const settingChange = z
  .object({
    id: z.number().int(),
    key: z.enum(EDITABLE_SETTINGS),
    oldValue: z.number(),
    newValue: z.number(),
    changedBy: z.string().nullable(),
    changedAt: z.string(),
  })
  .meta({ id: 'SettingChange' });
export type SettingChange = z.infer<typeof settingChange>;

export const settingChangesQuery = pageQuery;

// Organization tab.
export const organizationListQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  facilityType: z.enum(FACILITY_TYPES, { error: 'validation.option' }).optional(),
});
export type OrganizationListQuery = z.input<typeof organizationListQuery>;
export type OrganizationSearch = z.infer<typeof organizationListQuery>;
/** The CSV's filter, and its language (a browser download sends no Content-Language). */
export const organizationExportQuery = organizationListQuery
  .omit({ page: true, limit: true })
  .extend({ lang: z.enum(UI_LOCALES).optional() });

export const adminOrganization = organization
  .extend({
    userId: z.number().int(),
    nickname: z.string(),
    email: z.string(),
  })
  .meta({ id: 'AdminOrganization' });
export type AdminOrganization = z.infer<typeof adminOrganization>;
