// Test rows of the group modules, written straight to the database: a group, a membership, a
// topic (with its segment rules), a segment with members, and a multipart body as a browser
// sends it. Each module's fixtures add their own defaults on top.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  groupMembers,
  groups,
  groupTopicSegments,
  groupTopics,
  segmentMembers,
  segments,
} from '../../db/schema/index';

type GroupValues = Partial<typeof groups.$inferInsert>;
type TopicValues = Partial<typeof groupTopics.$inferInsert>;
export type TopicSegmentRule = { segmentId: number; operator: 'include' | 'exclude' };

export async function insertGroup(db: Db, values: GroupValues) {
  const [row] = await db
    .insert(groups)
    .values({ name: '瀬戸内の島旅ラボ', visibility: 'private', status: 'published', ...values })
    .returning();
  return row!;
}

export async function insertMember(db: Db, values: typeof groupMembers.$inferInsert) {
  await db.insert(groupMembers).values(values);
}

/** A published topic open from an hour ago until `openFor` ms from now. */
export async function insertTopic(
  db: Db,
  groupId: number,
  values: TopicValues,
  openFor: number,
  segmentRules: TopicSegmentRule[] = [],
) {
  const now = Date.now();
  const [row] = await db
    .insert(groupTopics)
    .values({
      groupId,
      title: '夏の島でしたいこと',
      opensAt: new Date(now - 3600_000),
      closesAt: new Date(now + openFor),
      status: 'published',
      ...values,
    })
    .returning();
  if (segmentRules.length)
    await db
      .insert(groupTopicSegments)
      .values(segmentRules.map((s) => ({ topicId: row!.id, ...s })));
  return row!;
}

export async function insertSegment(db: Db, name: string, userIds: number[]) {
  const [row] = await db.insert(segments).values({ name }).returning();
  if (userIds.length)
    await db
      .insert(segmentMembers)
      .values(userIds.map((userId) => ({ segmentId: row!.id, userId })));
  return row!;
}

export type FilePart = { field: string; data: Buffer; filename: string; type: string };

/** A multipart/form-data body: text fields (repeated when an array), then files. */
export function multipartBody(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----group${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value])
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(v),
        Buffer.from('\r\n'),
      );
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
