// Saving a post: who may, what is forced for members, sanitising, excerpt, schedules.
import type { Audience } from '@fanclub/contract/audience';
import { parseTimeInput } from '@fanclub/contract/japan-time';
import type { PostData, PostMail } from '@fanclub/contract/posts';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { forbidden, validationFailed } from '../../errors';
import { existingCategoryIds } from '../categories/queries';
import { coverFor, isCoverAddress } from './cover';
import { authorKind } from './policy';
import { insertPost, type PostRow, type PostValues, updatePost } from './queries';
import { cleanMailBody } from '../../mail/body';
import { excerptOf, sanitizePostHtml } from './sanitize';

function hasContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\s/i.test(html);
}

function sanitizeMail(mail: PostMail): PostMail {
  const out: PostMail = {};
  for (const [lang, content] of Object.entries(mail) as [keyof PostMail, PostMail['ja']][]) {
    if (content) out[lang] = { subject: content.subject, body: cleanMailBody(content.body) };
  }
  return out;
}

async function prepare(
  db: Db,
  user: UserRow,
  body: PostData,
  existing: PostRow | undefined,
  now: Date,
): Promise<{ values: Omit<PostValues, 'authorId' | 'kind'>; categoryIds: number[] }> {
  const asMember = !user.isAdmin;
  const contents = sanitizePostHtml(body.contents);
  if (!hasContent(contents)) throw validationFailed({ contents: { key: 'validation.required' } });

  const wanted = [...new Set(body.categoryIds)];
  const found = await existingCategoryIds(db, wanted, asMember);
  if (found.length !== wanted.length)
    throw validationFailed({ categoryIds: { key: 'validation.option' } });

  let publishAt: Date | null = body.publishAt ? parseTimeInput(body.publishAt)! : null;
  if (!publishAt && existing?.status === 'published' && existing.publishAt)
    publishAt = existing.publishAt;
  if (!publishAt && body.status === 'published') publishAt = now;

  // No choice sent keeps the one made before; null goes back to the first image.
  const chosen = body.coverImage === undefined ? (existing?.coverImage ?? null) : body.coverImage;
  if (chosen !== null && !isCoverAddress(chosen))
    throw validationFailed({ coverImage: { key: 'validation.invalid' } });

  const audience: Audience = asMember ? { type: 'all' } : body.audience;
  const mail = asMember ? {} : sanitizeMail(body.mail);
  const mailScheduledAt =
    asMember || !body.mailScheduledAt ? null : parseTimeInput(body.mailScheduledAt)!;
  return {
    values: {
      title: body.title,
      contents,
      excerpt: excerptOf(contents),
      ...coverFor(contents, body.title, chosen),
      status: body.status,
      publishAt,
      audience,
      mail,
      mailScheduledAt,
    },
    categoryIds: wanted,
  };
}

export async function createPost(db: Db, user: UserRow, body: PostData, now = new Date()) {
  const kind = authorKind(user);
  if (!kind) throw forbidden();
  const { values, categoryIds } = await prepare(db, user, body, undefined, now);
  return insertPost(db, { ...values, authorId: user.id, kind }, categoryIds);
}

/** The caller has checked canEditPost. */
export async function editPost(
  db: Db,
  user: UserRow,
  existing: PostRow,
  body: PostData,
  now = new Date(),
) {
  const { values, categoryIds } = await prepare(db, user, body, existing, now);
  if (existing.kind === 'member' && !user.isAdmin) {
    values.audience = { type: 'all' };
    values.mail = {};
  }
  return updatePost(db, existing.id, values, categoryIds);
}
