// The editor's form values and their conversion to the contract's post body.
import { CONTENT_LANGUAGES, type ContentLanguage, type Gender } from '@fanclub/contract/codes';
import type { Audience } from '@fanclub/contract/audience';
import type { AdminPostDetail, PostBody, PostStatus } from '@fanclub/contract/posts';

/** A `YYYY-MM-DD` day, as the audience's registration bounds take it. */
export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export type MailForm = Record<ContentLanguage, { subject: string; body: string }>;

export type PostFormValues = {
  title: string;
  contents: string;
  categoryIds: string[];
  /** `YYYY-MM-DD HH:mm` Japan time; blank = now. */
  publishAt: string;
  audienceType: 'all' | 'custom';
  ageMin: string;
  ageMax: string;
  mainLanguage: string;
  prefectures: string[];
  gender: string;
  /** Country of residence codes (CT…). */
  countries: string[];
  nationalities: string[];
  /** `YYYY-MM-DD` Japan-time days; blank = no bound. */
  registeredFrom: string;
  registeredTo: string;
  mail: MailForm;
  mailScheduledAt: string;
};

const emptyMail = (): MailForm =>
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, { subject: '', body: '' }])) as MailForm;

export function emptyPostForm(): PostFormValues {
  return {
    title: '',
    contents: '',
    categoryIds: [],
    publishAt: '',
    audienceType: 'all',
    ageMin: '',
    ageMax: '',
    mainLanguage: '',
    prefectures: [],
    gender: '',
    countries: [],
    nationalities: [],
    registeredFrom: '',
    registeredTo: '',
    mail: emptyMail(),
    mailScheduledAt: '',
  };
}

export function formFromAdminPost(post: AdminPostDetail): PostFormValues {
  const mail = emptyMail();
  for (const lang of CONTENT_LANGUAGES) {
    const m = post.mail[lang];
    if (m) mail[lang] = { subject: m.subject, body: m.body };
  }
  const a = post.audience;
  const c = a.type === 'custom' ? a : undefined;
  return {
    title: post.title,
    contents: post.contents,
    categoryIds: post.categoryIds.map(String),
    publishAt: post.publishAtJst ?? '',
    audienceType: a.type,
    ageMin: a.type === 'custom' && a.ageMin !== undefined ? String(a.ageMin) : '',
    ageMax: a.type === 'custom' && a.ageMax !== undefined ? String(a.ageMax) : '',
    mainLanguage: (a.type === 'custom' && a.mainLanguage) || '',
    prefectures: (a.type === 'custom' && a.prefectures) || [],
    gender: c?.gender ?? '',
    countries: c?.countries ?? [],
    nationalities: c?.nationalities ?? [],
    registeredFrom: c?.registeredFrom ?? '',
    registeredTo: c?.registeredTo ?? '',
    mail,
    mailScheduledAt: post.mailScheduledAtJst ?? '',
  };
}

export function audienceOf(values: PostFormValues): Audience {
  if (values.audienceType === 'all') return { type: 'all' };
  const audience: Audience = { type: 'custom' };
  const min = values.ageMin.trim();
  const max = values.ageMax.trim();
  if (/^\d+$/.test(min)) audience.ageMin = Number(min);
  if (/^\d+$/.test(max)) audience.ageMax = Number(max);
  if (values.mainLanguage)
    audience.mainLanguage = values.mainLanguage as (typeof CONTENT_LANGUAGES)[number];
  if (values.prefectures.length) audience.prefectures = values.prefectures;
  if (values.gender) audience.gender = values.gender as Gender;
  if (values.countries.length) audience.countries = values.countries;
  if (values.nationalities.length) audience.nationalities = values.nationalities;
  // Only complete days go out: a half-typed date would make every count fail.
  if (DAY.test(values.registeredFrom.trim()))
    audience.registeredFrom = values.registeredFrom.trim();
  if (DAY.test(values.registeredTo.trim())) audience.registeredTo = values.registeredTo.trim();
  return audience;
}

/** Languages whose mail has a subject or a body: those are sent (and must be complete). */
export function mailLanguages(mail: MailForm): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((l) => mail[l].subject.trim() || mail[l].body.trim());
}

export function toPostBody(
  values: PostFormValues,
  status: PostStatus,
  withAudience: boolean,
): PostBody {
  const body: PostBody = {
    title: values.title,
    contents: values.contents,
    categoryIds: values.categoryIds.map(Number),
    publishAt: values.publishAt.trim() || null,
    status,
  };
  if (withAudience) {
    body.audience = audienceOf(values);
    body.mail = Object.fromEntries(mailLanguages(values.mail).map((l) => [l, values.mail[l]]));
    body.mailScheduledAt = values.mailScheduledAt.trim() || null;
  }
  return body;
}

/** Server field names the content step shows. */
export const CONTENT_FIELDS = ['title', 'contents', 'categoryIds', 'publishAt'] as const;
