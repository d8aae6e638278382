// The editor's form values and their conversion to the contract's post body.
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import type { AdminPostDetail, PostBody, PostStatus } from '@fanclub/contract/posts';
import {
  audienceFormFrom,
  audienceOf,
  type AudienceFormValues,
  emptyAudienceForm,
} from '@/components/audience/audience-form';
import { emptyMail, type MailForm, mailLanguages } from '@/components/mail/mail-form';

export type PostFormValues = AudienceFormValues & {
  title: string;
  contents: string;
  categoryIds: string[];
  /** `YYYY-MM-DD HH:mm` Japan time; blank = now. */
  publishAt: string;
  mail: MailForm;
  mailScheduledAt: string;
};

export function emptyPostForm(): PostFormValues {
  return {
    title: '',
    contents: '',
    categoryIds: [],
    publishAt: '',
    ...emptyAudienceForm(),
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
  return {
    title: post.title,
    contents: post.contents,
    categoryIds: post.categoryIds.map(String),
    publishAt: post.publishAtJst ?? '',
    ...audienceFormFrom(post.audience),
    mail,
    mailScheduledAt: post.mailScheduledAtJst ?? '',
  };
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
