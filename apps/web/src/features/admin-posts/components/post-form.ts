// The admin wizard's form values: the post content, its audience and its mail, and their
// conversion to the contract's post body.
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import type { AdminPostDetail, PostBody, PostStatus } from '@fanclub/contract/posts';
import {
  audienceFormFrom,
  audienceOf,
  type AudienceFormValues,
  emptyAudienceForm,
} from '@/admin-kit/audience/audience-form';
import { emptyMail, type MailForm, mailLanguages } from '@/admin-kit/mail/mail-form';
import {
  emptyPostContent,
  type PostContentValues,
  toPostContentBody,
} from '@/components/post-editor/post-form';

export type PostFormValues = PostContentValues &
  AudienceFormValues & {
    mail: MailForm;
    mailScheduledAt: string;
  };

export function emptyPostForm(): PostFormValues {
  return { ...emptyPostContent(), ...emptyAudienceForm(), mail: emptyMail(), mailScheduledAt: '' };
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

export function toPostBody(values: PostFormValues, status: PostStatus): PostBody {
  return {
    ...toPostContentBody(values, status),
    audience: audienceOf(values),
    mail: Object.fromEntries(mailLanguages(values.mail).map((l) => [l, values.mail[l]])),
    mailScheduledAt: values.mailScheduledAt.trim() || null,
  };
}
