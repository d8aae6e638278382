// The admin's preview of what the mail editor holds: the same prepareMail → renderFor path as a
// test send (no tracking), with the admin's names and example values for the source's link tags
// (site addresses) and other tags. A group notice goes through the notices' renderer instead.
import type { MailConsent } from '@fanclub/contract/audience';
import type { z } from 'zod';
import {
  PREVIEW_TAG_EXAMPLES,
  type MailPreview,
  type mailPreviewBody,
} from '@fanclub/contract/mail-preview';
import { MAIL_TAGS_BY_SOURCE, isLinkTag, type SendoutSource } from '@fanclub/contract/sendouts';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { cleanMailBody } from '../../mail/body';
import { renderNotice } from '../group-mail/content';
import { prepareMail, renderFor, type RecipientValues } from './render';

const CONSENT: Record<SendoutSource, MailConsent> = {
  post: 'newsletter',
  campaign: 'survey',
  offer: 'newsletter',
  group: 'survey',
};

/** Where each link tag leads in a preview (a page of the site of the same kind). */
const LINK_EXAMPLES: Record<string, string> = {
  survey_link: '/api/campaigns/0/start',
  offer_link: '/offer/0',
  group_link: '/groups/0',
  topic_link: '/groups/0/topics/0',
};

function exampleTags(source: SendoutSource, language: ContentLanguage, appUrl: string) {
  const examples = PREVIEW_TAG_EXAMPLES[language === 'ja' ? 'ja' : 'en'];
  const values: Record<string, string> = {};
  for (const tag of MAIL_TAGS_BY_SOURCE[source]) {
    if (isLinkTag(tag)) {
      const path = LINK_EXAMPLES[tag];
      if (path) values[tag] = `${appUrl}${path}`;
    } else if (examples[tag]) values[tag] = examples[tag];
  }
  return values;
}

export function previewMail(
  config: { appUrl: string; secret: string },
  input: z.output<typeof mailPreviewBody>,
  sample: RecipientValues,
): MailPreview {
  const values = { ...exampleTags(input.source, input.language, config.appUrl) };
  // Only the source's own tags, and only http(s) addresses for its link tags.
  for (const [tag, value] of Object.entries(input.examples ?? {}))
    if (
      (MAIL_TAGS_BY_SOURCE[input.source] as readonly string[]).includes(tag) &&
      !['nick_name', 'first_name', 'last_name', 'unsubscribe_link'].includes(tag) &&
      (!isLinkTag(tag) || /^https?:\/\//.test(value))
    )
      values[tag] = value;
  // As it would be saved, then as it would be sent.
  const content = { subject: input.subject, body: cleanMailBody(input.body) };
  if (input.source === 'group' && input.notice) {
    const notice = renderNotice(config.appUrl, input.language, content, {
      ...values,
      nick_name: sample.nickname,
      first_name: sample.firstName,
      last_name: sample.lastName,
    });
    return notice;
  }
  return renderPreview({
    appUrl: config.appUrl,
    language: input.language,
    content,
    consent: CONSENT[input.source],
    sample,
    values,
  });
}

/** A stored mail as a batch would send it, untracked, to `sample` with the tags `values`. */
export function renderPreview(input: {
  appUrl: string;
  language: ContentLanguage;
  content: { subject: string; body: string };
  consent: MailConsent;
  sample: RecipientValues;
  values: Record<string, string>;
}): MailPreview {
  // The secret signs tracked links only; a preview has none.
  const prepared = prepareMail({ ...input, secret: '' });
  const tokens = { recipient: 'preview', unsubscribe: 'preview' };
  const mail = renderFor(prepared, input.sample, input.values, tokens);
  return { subject: mail.subject, html: mail.html, text: mail.text };
}
