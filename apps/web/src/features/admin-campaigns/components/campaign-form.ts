// The wizard's values as typed (strings), empty or filled from a saved campaign, and what
// each step sends: basic settings, the invitation and reminder per language, the audience.
import type { Audience } from '@fanclub/contract/audience';
import type { CampaignDetailBody, CampaignStatus } from '@fanclub/contract/campaigns';
import type { CampaignDetail } from '@fanclub/contract/campaign-views';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { SendoutType } from '@fanclub/contract/sendouts';
import {
  audienceFormFrom,
  emptyAudienceForm,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';
import { emptyMail, mailLanguages, type MailForm, type MailPart } from '@/admin-kit/mail/mail-form';

export type BasicValues = {
  titleJa: string;
  titleEn: string;
  description: string;
  point: string;
  screenoutPoint: string;
  /** Empty: the screen-out points. */
  overQuotaPoint: string;
  lengthMinutes: string;
  surveyLink: string;
  primaryLanguage: ContentLanguage;
  startAt: string;
  expiresAt: string;
  /** 'unlimited', or 'limit' with `respondentLimit`. */
  limitMode: 'unlimited' | 'limit';
  respondentLimit: string;
  status: CampaignStatus;
};

/** Fields the server may name in a 422 (the form shows them in place). */
export const BASIC_FIELDS = [
  'titleJa',
  'titleEn',
  'description',
  'point',
  'screenoutPoint',
  'overQuotaPoint',
  'lengthMinutes',
  'surveyLink',
  'primaryLanguage',
  'startAt',
  'expiresAt',
  'respondentLimit',
  'status',
] as const satisfies readonly (keyof BasicValues)[];

export type CampaignForm = {
  basic: BasicValues;
  mail: Record<SendoutType, MailForm>;
  audience: AudienceFormValues;
  /** Whether the audience was saved (a sendout needs one). */
  hasAudience: boolean;
};

export function emptyCampaignForm(): CampaignForm {
  return {
    basic: {
      titleJa: '',
      titleEn: '',
      description: '',
      point: '',
      screenoutPoint: '0',
      overQuotaPoint: '',
      lengthMinutes: '',
      surveyLink: '',
      primaryLanguage: 'ja',
      startAt: '',
      expiresAt: '',
      limitMode: 'unlimited',
      respondentLimit: '',
      status: 'active',
    },
    mail: { invitation: emptyMail(), reminder: emptyMail() },
    audience: emptyAudienceForm(),
    hasAudience: false,
  };
}

export function campaignFormFrom(c: CampaignDetail): CampaignForm {
  const mail = { invitation: emptyMail(), reminder: emptyMail() };
  for (const email of c.emails) {
    mail[email.type][email.language] = { subject: email.subject, body: email.body };
  }
  return {
    basic: {
      titleJa: c.titleJa,
      titleEn: c.titleEn,
      description: c.description,
      point: String(c.point),
      screenoutPoint: String(c.screenoutPoint),
      overQuotaPoint: c.overQuotaPoint === null ? '' : String(c.overQuotaPoint),
      lengthMinutes: String(c.lengthMinutes),
      surveyLink: c.surveyLink,
      primaryLanguage: c.primaryLanguage,
      startAt: c.startAtJst,
      expiresAt: c.expiresAtJst,
      limitMode: c.respondentLimit === null ? 'unlimited' : 'limit',
      respondentLimit: c.respondentLimit === null ? '' : String(c.respondentLimit),
      status: c.status,
    },
    mail,
    audience: c.audience ? audienceFormFrom(c.audience as Audience) : emptyAudienceForm(),
    hasAudience: c.audience !== null,
  };
}

/** The basic settings as the contract takes them (an empty limit field means "unlimited"). */
export function toDetailBody(values: BasicValues): CampaignDetailBody {
  return {
    titleJa: values.titleJa,
    titleEn: values.titleEn,
    description: values.description,
    point: values.point,
    screenoutPoint: values.screenoutPoint === '' ? 0 : values.screenoutPoint,
    overQuotaPoint: values.overQuotaPoint === '' ? null : values.overQuotaPoint,
    lengthMinutes: values.lengthMinutes,
    surveyLink: values.surveyLink,
    primaryLanguage: values.primaryLanguage,
    startAt: values.startAt,
    expiresAt: values.expiresAt,
    respondentLimit: values.limitMode === 'unlimited' ? null : values.respondentLimit,
    status: values.status,
  };
}

/** The written languages of a mail, as create-email takes them. */
export function mailSetOf(mail: MailForm) {
  return Object.fromEntries(
    mailLanguages(mail).map((l) => [l, { subject: mail[l].subject, body: mail[l].body }]),
  ) as Partial<Record<ContentLanguage, { subject: string; body: string }>>;
}

export type MailErrors = Partial<
  Record<ContentLanguage, Partial<Record<MailPart, { message: string }>>>
>;

/** Field errors of a create-email answer (`mail.ja.subject`) as the mail editor takes them. */
export function mailErrorsFrom(fieldErrors: Record<string, string[]> | undefined): MailErrors {
  const errors: MailErrors = {};
  for (const [field, texts] of Object.entries(fieldErrors ?? {})) {
    const [, lang, part] = field.split('.') as [string, ContentLanguage, MailPart];
    if (field.startsWith('mail.') && lang && part && texts[0])
      (errors[lang] ??= {})[part] = { message: texts[0] };
  }
  return errors;
}
