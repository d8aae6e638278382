// What a group's sendout batch is about (docs/DECISIONS.md "Groups"): a batch of source `group`
// names its group in `source_id`; this row adds the kind of mail, the topic and, for an
// invitation to chosen members, their ids. The recipient rule reads it when the batch starts.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { GroupMailKind } from '@fanclub/contract/group-codes';
import { groups, groupTopics } from './groups';
import { sendoutBatches } from './sendouts';

export const groupMailBatches = pgTable(
  'group_mail_batches',
  {
    batchId: integer('batch_id')
      .primaryKey()
      .references(() => sendoutBatches.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).$type<GroupMailKind>().notNull(),
    topicId: integer('topic_id').references(() => groupTopics.id, { onDelete: 'cascade' }),
    /** An invitation to these members only (still invited when the batch starts); null = all invited. */
    userIds: integer('user_ids').array(),
  },
  (t) => [
    check(
      'group_mail_batches_kind_valid',
      sql`${t.kind} in ('invitation', 'answer_reminder', 'topic_opening')`,
    ),
  ],
);
export type GroupMailBatchRow = typeof groupMailBatches.$inferSelect;
