// The admin's mail preview: what the editor holds, rendered by the server's one mail renderer
// (the same code that renders test sends and batches), with the admin's names and example values
// for the source's other tags. The editor shows the HTML part in a frame.
import { z } from 'zod';
import { CONTENT_LANGUAGES } from './codes';
import { SENDOUT_SOURCES } from './sendouts';

export const mailPreviewBody = z.object({
  source: z.enum(SENDOUT_SOURCES, { error: 'validation.option' }),
  language: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).default('ja'),
  subject: z.string().max(200, 'validation.too_long').default(''),
  body: z.string().max(20_000, 'validation.too_long').default(''),
  /** A group's transactional notice (no unsubscribe footer) rather than its research mail. */
  notice: z.boolean().default(false),
  /** The source's own values of its tags (a group's name and links), instead of the examples. */
  examples: z.record(z.string().max(40), z.string().max(500)).optional(),
});
export type MailPreviewBody = z.input<typeof mailPreviewBody>;

export const mailPreview = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'MailPreview' });
export type MailPreview = z.infer<typeof mailPreview>;

/** Example values of the tags that are not the member's names, in the preview's language. */
export const PREVIEW_TAG_EXAMPLES: Record<'ja' | 'en', Record<string, string>> = {
  ja: {
    survey_name: '瀬戸内の島旅アンケート',
    survey_deadline: '2026-12-31 23:59（日本時間）',
    survey_length: '5',
    survey_point: '100',
    offer_name: '島のカフェ 10%割引',
    expired_date: '2026-12-31 23:59',
    group_name: '瀬戸内の島好き',
    topic_title: 'おすすめの島',
    topic_close: '2026-12-31 23:59（日本時間）',
    contact_name: '事務局',
    contact_email: 'office@example.com',
  },
  en: {
    survey_name: 'Setouchi island trip survey',
    survey_deadline: '2026-12-31 23:59 (JST)',
    survey_length: '5',
    survey_point: '100',
    offer_name: '10% off at the island café',
    expired_date: '2026-12-31 23:59',
    group_name: 'Setouchi island lovers',
    topic_title: 'Your favourite island',
    topic_close: '2026-12-31 23:59 (JST)',
    contact_name: 'Club office',
    contact_email: 'office@example.com',
  },
};
