// Test rows of the group modules, written straight to the database: a group, a membership, a
// topic (with its segment rules), a segment with members, and a multipart body as a browser
// sends it. Each module's fixtures add their own defaults on top.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { GroupFacts } from './policy';
import {
  groupMembers,
  groups,
  groupTopicSegments,
  groupTopics,
  segmentMembers,
  segments,
} from '../../db/schema/index';

/** Every standing a reader can have towards a group, from signed out to admin. */
export const GROUP_READER_ROLES = [
  'guest',
  'outsider',
  'invited',
  'viewer',
  'participant',
  'moderator',
  'blocked',
  'admin',
] as const;
export type GroupReaderRole = (typeof GROUP_READER_ROLES)[number];
/** The signed-in ones (the policy's readers). */
export const GROUP_MEMBER_ROLES = GROUP_READER_ROLES.filter(
  (r): r is Exclude<GroupReaderRole, 'guest'> => r !== 'guest',
);

/** Every group state the policy tables cover: published or draft, public or private, listed or not. */
export const GROUPS = {
  publicListed: { status: 'published', visibility: 'public', searchable: true, mrocEnabled: false },
  publicUnlisted: {
    status: 'published',
    visibility: 'public',
    searchable: false,
    mrocEnabled: false,
  },
  privateListed: {
    status: 'published',
    visibility: 'private',
    searchable: true,
    mrocEnabled: true,
  },
  privateHidden: {
    status: 'published',
    visibility: 'private',
    searchable: false,
    mrocEnabled: true,
  },
  draftPublic: { status: 'draft', visibility: 'public', searchable: true, mrocEnabled: false },
  draftPrivate: { status: 'draft', visibility: 'private', searchable: false, mrocEnabled: true },
} satisfies Record<string, GroupFacts>;
export type GroupName = keyof typeof GROUPS;

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

type MemberValues = typeof groupMembers.$inferInsert;

/** A membership, joined as a participant unless said otherwise. */
export async function addGroupMember(
  db: Db,
  groupId: number,
  userId: number,
  role: MemberValues['role'] = 'participant',
  state: MemberValues['state'] = 'joined',
  extra: Partial<MemberValues> = {},
) {
  await db.insert(groupMembers).values({ groupId, userId, role, state, ...extra });
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
