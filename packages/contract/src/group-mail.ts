// A group's mail (docs/DECISIONS.md "Groups"): its templates per kind and content language, the
// switches of its two transactional mails, the admin's sends and test sends. Calls (guard: an
// admin or a joined moderator of the group; anyone else who may not see the group gets 404):
//   GET    /api/admin/groups/{id}/mail-templates              → dataOf(groupMailSettings)
//   PUT    /api/admin/groups/{id}/mail-templates/{kind}       body groupMailTemplateBody → dataOf(groupMailSettings)
//   POST   /api/admin/groups/{id}/mail-templates/{kind}/test  body groupMailTestBody     → okResponse
//   PATCH  /api/admin/groups/{id}/mail-settings               body groupMailSwitchesBody → dataOf(groupMailSettings)
//   POST   /api/admin/groups/{id}/mail/{kind}                 body groupMailSendBody     → dataOf(groupMailSent)
//   GET    /api/admin/groups/{id}/sending-history?page&limit  → listOf(sendoutBatch)
import { z } from 'zod';
import { idSchema } from './api';
import { CONTENT_LANGUAGES } from './codes';
import { GROUP_MAIL_KINDS } from './group-codes';
import { MAIL_TAGS_BY_SOURCE, mailSetFor } from './sendouts';

/** The tags every group template may use (the same for each kind). */
export const GROUP_MAIL_TAGS = MAIL_TAGS_BY_SOURCE.group;

/** What an admin sends with a button (the topic opening goes out by itself at the opening). */
export const GROUP_SENDABLE_MAIL_KINDS = ['invitation', 'answer_reminder'] as const;
export type GroupSendableMailKind = (typeof GROUP_SENDABLE_MAIL_KINDS)[number];

export const groupMailKindParams = z.object({
  id: idSchema,
  kind: z.enum(GROUP_MAIL_KINDS, { error: 'validation.option' }),
});
export const groupMailSendParams = z.object({
  id: idSchema,
  kind: z.enum(GROUP_SENDABLE_MAIL_KINDS, { error: 'validation.option' }),
});

/** One kind's mail per content language: both parts of a written language, group tags only. */
export const groupMailSet = mailSetFor('group');

/** Saving one kind: replaces its languages (an omitted language is removed); Japanese required. */
export const groupMailTemplateBody = z.object({ mail: groupMailSet }).superRefine((b, ctx) => {
  if (!b.mail.ja)
    ctx.addIssue({
      code: 'custom',
      path: ['mail', 'ja', 'subject'],
      message: 'validation.mail_japanese',
    });
});
export type GroupMailTemplateBody = z.input<typeof groupMailTemplateBody>;

const content = z.object({ subject: z.string(), body: z.string() });
const contentSet = z.object(
  Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, content.optional()])) as Record<
    (typeof CONTENT_LANGUAGES)[number],
    z.ZodOptional<typeof content>
  >,
);

export const groupMailTemplate = z
  .object({
    kind: z.enum(GROUP_MAIL_KINDS),
    /** The written languages (empty: not written; a notice then uses the built-in text). */
    mail: contentSet,
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'GroupMailTemplate' });
export type GroupMailTemplate = z.infer<typeof groupMailTemplate>;

export const groupMailSettings = z
  .object({
    groupId: z.number().int(),
    /** Every kind, in the order of GROUP_MAIL_KINDS. */
    templates: z.array(groupMailTemplate),
    /** Answer reminders are for MROC groups only. */
    mrocEnabled: z.boolean(),
    /** Whether the group is published (its mail can only go out then). */
    published: z.boolean(),
    /** Published topics open now: those an answer reminder can be sent for. */
    openTopics: z.array(
      z.object({ id: z.number().int(), title: z.string(), closesAt: z.string() }),
    ),
    /** The group tags' values per content language (the latest topic's), for previews. */
    previewTags: z.record(z.string(), z.record(z.string(), z.string())),
    /** The transactional mails on or off. */
    registrationComplete: z.boolean(),
    commentNotice: z.boolean(),
    /** The built-in texts (ja, en) a notice uses while the group has written none. */
    defaults: z.object({
      registration_complete: z.object({ ja: content, en: content }),
      comment_notice: z.object({ ja: content, en: content }),
    }),
  })
  .meta({ id: 'GroupMailSettings' });
export type GroupMailSettings = z.infer<typeof groupMailSettings>;

export const groupMailSwitchesBody = z
  .object({
    registrationComplete: z.boolean({ error: 'validation.option' }).optional(),
    commentNotice: z.boolean({ error: 'validation.option' }).optional(),
  })
  .refine((b) => b.registrationComplete !== undefined || b.commentNotice !== undefined, {
    message: 'validation.required',
    path: ['registrationComplete'],
  });
export type GroupMailSwitchesBody = z.input<typeof groupMailSwitchesBody>;

/** A test send of the saved mail in one language; to the signed-in admin unless an address is given. */
export const groupMailTestBody = z.object({
  language: z.enum(CONTENT_LANGUAGES, { error: 'validation.option' }).default('ja'),
  email: z
    .string()
    .trim()
    .max(254, 'validation.too_long')
    .email('validation.email')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type GroupMailTestBody = z.input<typeof groupMailTestBody>;

/** Send now: the invitation (to every invited member, or those listed) or a topic's answer reminder. */
export const groupMailSendBody = z.object({
  topicId: idSchema.optional(),
  userIds: z.array(z.number().int().positive()).max(10_000).optional(),
});
export type GroupMailSendBody = z.input<typeof groupMailSendBody>;

export const groupMailSent = z
  .object({
    /** How many members the mail goes to (0: nobody matched, no batch). */
    recipients: z.number().int(),
    batchId: z.number().int().nullable(),
  })
  .meta({ id: 'GroupMailSent' });
export type GroupMailSent = z.infer<typeof groupMailSent>;
