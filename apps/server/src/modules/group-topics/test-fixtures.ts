// Small factories for the group topic tests: a group with one member per role, topics with a
// window, posts written straight into the tables, and the multipart body of a new post.
import type { GroupRole, GroupMemberState } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import {
  groupPolls,
  groupPosts,
  type groups,
  type groupTopics,
  type UserRow,
} from '../../db/schema/index';
import { buildAdmin, buildMember, Client } from '../../../test/helpers';
import type { FastifyInstance } from 'fastify';
import {
  GROUP_READER_ROLES,
  insertGroup,
  addGroupMember,
  insertTopic,
  multipartBody,
  type GroupReaderRole,
} from '../groups/group-fixtures';

export const HOUR = 60 * 60 * 1000;

export const buildGroup = (db: Db, overrides: Partial<typeof groups.$inferInsert> = {}) =>
  insertGroup(db, {
    name: 'しまなみ研究会',
    visibility: 'public',
    mrocEnabled: false,
    ...overrides,
  });

export const addMember = (
  db: Db,
  groupId: number,
  userId: number,
  role: GroupRole,
  state?: GroupMemberState,
) => addGroupMember(db, groupId, userId, role, state, { joinedAt: new Date() });

export const buildTopic = (
  db: Db,
  groupId: number,
  overrides: Partial<typeof groupTopics.$inferInsert> = {},
) =>
  insertTopic(
    db,
    groupId,
    { title: '好きな島はどこですか', body: '<p>理由も教えてください。</p>', ...overrides },
    HOUR,
  );

export async function buildGroupPost(
  db: Db,
  topic: { id: number; groupId: number },
  authorId: number,
  poll?: { options: string[]; multiple?: boolean },
) {
  const [row] = await db
    .insert(groupPosts)
    .values({ groupId: topic.groupId, topicId: topic.id, authorId, body: '大三島です。' })
    .returning();
  if (poll)
    await db.insert(groupPolls).values({
      postId: row!.id,
      question: 'どれが好き？',
      options: poll.options,
      multiple: poll.multiple ?? false,
    });
  return row!;
}

export const ROLES = GROUP_READER_ROLES;
export type Role = GroupReaderRole;

export type Cast = Record<Role, { user: UserRow | null; client: Client }>;

/** One signed-in client per role in the group (the guest has only a CSRF cookie). */
export async function castOf(app: FastifyInstance, db: Db, groupId: number): Promise<Cast> {
  const make = async (role: Role) => {
    if (role === 'guest') return { user: null, client: await new Client(app).csrf() };
    const user =
      role === 'admin'
        ? await buildAdmin(db)
        : await buildMember(db, role === 'blocked' ? { isBlocked: true } : {});
    if (role === 'invited') await addMember(db, groupId, user.id, 'participant', 'invited');
    if (role === 'viewer') await addMember(db, groupId, user.id, 'viewer');
    if (role === 'participant' || role === 'blocked')
      await addMember(db, groupId, user.id, 'participant');
    if (role === 'moderator') await addMember(db, groupId, user.id, 'moderator');
    return { user, client: await new Client(app).login(user.email) };
  };
  const entries = [];
  for (const role of ROLES) entries.push([role, await make(role)] as const);
  return Object.fromEntries(entries) as Cast;
}

/** A multipart body: text fields (repeated when an array) and image files. */
export const multipart = (
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; bytes: Buffer; type?: string }[] = [],
) =>
  multipartBody(
    fields,
    files.map((f) => ({
      field: f.field,
      data: f.bytes,
      filename: f.name,
      type: f.type ?? 'application/octet-stream',
    })),
  );
