// A post's mail through the sendout engine: the automatic batch that follows the post's mail
// schedule, an admin's "send now" / "schedule" from the post's page, and the test send.
import { and, eq } from 'drizzle-orm';
import type { CreateSendoutData } from '@fanclub/contract/sendouts';
import { parseTimeInput } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { sendoutBatches, type UserRow } from '../../db/schema/index';
import { appError, validationFailed } from '../../errors';
import { createBatch, countRecipients, type BatchInput } from '../sendouts/batches';
import { setupProblem, writtenLanguages } from '../sendouts/lifecycle';
import type { PostRow } from './queries';

/** Post mail is news: it goes to members who agreed to receive news mail. */
const POST_CONSENT = 'newsletter' as const;

function batchInput(
  post: PostRow,
  user: UserRow | undefined,
  type: BatchInput['type'],
): BatchInput {
  return {
    source: 'post',
    sourceId: post.id,
    type,
    consent: POST_CONSENT,
    audience: post.audience,
    mail: post.mail,
    createdById: user?.id ?? null,
  };
}

/**
 * After a post is saved: its automatic batch follows the post. Published with mail → one batch
 * at the mail schedule (else at publication); while it has not started it takes the post's
 * latest mail, audience and time. Draft or no mail → the unstarted automatic batch goes.
 * Returns whether a batch is due now (the caller kicks the engine).
 */
export async function syncPostBatch(db: Db, post: PostRow, user: UserRow): Promise<boolean> {
  const wanted = post.status === 'published' && writtenLanguages(post).length > 0;
  const pending = and(
    eq(sendoutBatches.source, 'post'),
    eq(sendoutBatches.sourceId, post.id),
    eq(sendoutBatches.automatic, true),
    eq(sendoutBatches.status, 'schedule'),
  );
  if (!wanted || setupProblem(post)) {
    await db.delete(sendoutBatches).where(pending);
    return false;
  }
  const at = post.mailScheduledAt ?? post.publishAt ?? new Date();
  const recipients = await countRecipients(db, post.audience, POST_CONSENT);
  const updated = await db
    .update(sendoutBatches)
    .set({ mail: post.mail, audience: post.audience, scheduledAt: at, recipientCount: recipients })
    .where(pending)
    .returning({ id: sendoutBatches.id });
  if (!updated.length) {
    const [any] = await db
      .select({ id: sendoutBatches.id })
      .from(sendoutBatches)
      .where(
        and(
          eq(sendoutBatches.source, 'post'),
          eq(sendoutBatches.sourceId, post.id),
          eq(sendoutBatches.automatic, true),
        ),
      )
      .limit(1);
    // Sent (or sending) already: an edit does not mail everyone again.
    if (any) return false;
    await db.insert(sendoutBatches).values({
      ...batchInput(post, user, 'invitation'),
      automatic: true,
      scheduledAt: at,
      recipientCount: recipients,
    });
  }
  return at.getTime() <= Date.now();
}

/** Unstarted batches go with the post; the history of sent ones stays. */
export async function dropPendingPostBatches(db: Db, postId: number) {
  await db
    .delete(sendoutBatches)
    .where(
      and(
        eq(sendoutBatches.source, 'post'),
        eq(sendoutBatches.sourceId, postId),
        eq(sendoutBatches.status, 'schedule'),
      ),
    );
}

/**
 * What stops a post's mail from being sent, said exactly (SENDOUT_SETUP with its own message):
 * no mail written at all, no audience, or what else the engine refuses.
 */
function postMailProblem(post: PostRow) {
  if (!setupProblem(post)) return null;
  if (writtenLanguages(post).length === 0)
    return appError('SENDOUT_SETUP', { messageKey: 'sendout.no_mail' });
  if (!post.audience) return appError('SENDOUT_SETUP', { messageKey: 'sendout.no_audience' });
  return appError('SENDOUT_SETUP', { messageKey: 'sendout.no_japanese_mail' });
}

/** An admin's batch for a post: now, or at a schedule in the future. */
export async function createPostBatch(
  db: Db,
  post: PostRow,
  user: UserRow,
  body: CreateSendoutData,
  now = new Date(),
) {
  const problem = postMailProblem(post);
  if (problem) throw problem;
  const input = batchInput(post, user, body.type ?? 'invitation');
  if (body.sendMode === 'now') return createBatch(db, input, { now: true });
  const at = parseTimeInput(body.scheduledAt);
  if (!at) throw validationFailed({ scheduledAt: { key: 'validation.datetime' } });
  if (at.getTime() <= now.getTime())
    throw validationFailed({ scheduledAt: { key: 'validation.future' } });
  return createBatch(db, input, { at });
}
