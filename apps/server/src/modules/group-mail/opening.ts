// The topic-opening mail, once per topic: each published topic of a published group (under a
// published main topic) whose opening has come is claimed by setting `opening_mailed_at` in the
// same transaction that queues its batch, so several processes (or two runs of the job) never
// mail a topic twice, and a crash in between mails it on the next run. A topic that closed
// before its turn, or whose group has no Japanese opening mail, is claimed without mail.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { queueGroupMail } from './index';

/** Topics claimed per run (the rest on the next run). */
const PER_RUN = 20;

async function claimNext(tx: Db, now: Date) {
  const rows = rowsOf<{ id: number; group_id: number; closes_at: string | Date }>(
    await tx.execute(sql`
      update group_topics set opening_mailed_at = ${now.toISOString()}::timestamptz
      where id = (
        select t.id from group_topics t
        join groups g on g.id = t.group_id
        left join group_topics parent on parent.id = t.parent_id
        where t.opening_mailed_at is null
          and t.opens_at <= ${now.toISOString()}::timestamptz
          and t.status = 'published' and g.status = 'published'
          and (t.parent_id is null or parent.status = 'published')
        order by t.opens_at, t.id
        limit 1
        for update of t skip locked)
      and opening_mailed_at is null
      returning id, group_id, closes_at`),
  );
  return rows[0];
}

/** Queues the opening mail of every topic that opened and was not mailed; returns how many mailed. */
export async function mailOpenedTopics(ctx: ServiceContext, now = new Date()): Promise<number> {
  let queued = 0;
  for (let i = 0; i < PER_RUN; i += 1) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const topic = await claimNext(tx, now);
      if (!topic) return undefined;
      if (new Date(topic.closes_at).getTime() <= now.getTime()) return { recipients: 0 };
      try {
        return await queueGroupMail(
          { db: tx, config: ctx.config, mailer: ctx.mailer, storage: ctx.storage, log: ctx.log },
          { kind: 'topic_opening', groupId: topic.group_id, topicId: topic.id, actorId: null },
          now,
        );
      } catch (error) {
        // No Japanese opening mail (or the group just went draft): the topic opens without mail.
        if (error instanceof AppError && error.status === 422) return { recipients: 0 };
        throw error;
      }
    });
    if (!claimed) break;
    if (claimed.recipients > 0) queued += 1;
  }
  return queued;
}
