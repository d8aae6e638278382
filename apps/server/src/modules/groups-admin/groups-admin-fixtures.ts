// Test data of group management: a cast of readers around one private group (guest, a joined
// participant, a blocked participant, the group's moderator, another group's moderator, an
// admin), multipart bodies with two files, and rows written straight to the database.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GroupRole, GroupMemberState } from '@fanclub/contract/group-codes';
import type { Db } from '../../db/client';
import type { groups, groupTopics } from '../../db/schema/index';
import { buildAdmin, buildMember, Client } from '../../../test/helpers';
import {
  insertGroup,
  addGroupMember,
  insertSegment,
  insertTopic,
  multipartBody,
} from '../groups/group-fixtures';

export const ROLES = [
  'guest',
  'member',
  'blocked',
  'moderator',
  'otherModerator',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

export const makeGroup = (db: Db, overrides: Partial<typeof groups.$inferInsert> = {}) =>
  insertGroup(db, {
    name: `瀬戸内の島旅ラボ ${randomBytes(3).toString('hex')}`,
    visibility: 'private',
    searchable: false,
    mrocEnabled: true,
    ...overrides,
  });

export const addMember = (
  db: Db,
  groupId: number,
  userId: number,
  role?: GroupRole,
  state?: GroupMemberState,
) => addGroupMember(db, groupId, userId, role, state, { invitedAt: new Date() });

export const makeTopic = (
  db: Db,
  groupId: number,
  overrides: Partial<typeof groupTopics.$inferInsert> = {},
) => insertTopic(db, groupId, overrides, 7 * 86400_000);

export const makeSegment = (db: Db, userIds: number[] = [], name = 'リピーター') =>
  insertSegment(db, name, userIds);

export type Cast = Record<Role, Client> & { ids: Record<Exclude<Role, 'guest'>, number> };

/** The readers around `groupId`; `otherGroupId` is the one the other moderator moderates. */
export async function castAround(
  app: FastifyInstance,
  db: Db,
  groupId: number,
  otherGroupId: number,
  locale: 'ja' | 'en' = 'en',
): Promise<Cast> {
  const member = await buildMember(db);
  const blocked = await buildMember(db, { isBlocked: true });
  const moderator = await buildMember(db);
  const otherModerator = await buildMember(db);
  const admin = await buildAdmin(db);
  await addMember(db, groupId, member.id);
  await addMember(db, groupId, blocked.id);
  await addMember(db, groupId, moderator.id, 'moderator');
  await addMember(db, otherGroupId, otherModerator.id, 'moderator');
  const client = async (email?: string) => {
    const c = new Client(app, locale);
    return email ? c.login(email) : c.csrf();
  };
  return {
    guest: await client(),
    member: await client(member.email),
    blocked: await client(blocked.email),
    moderator: await client(moderator.email),
    otherModerator: await client(otherModerator.email),
    admin: await client(admin.email),
    ids: {
      member: member.id,
      blocked: blocked.id,
      moderator: moderator.id,
      otherModerator: otherModerator.id,
      admin: admin.id,
    },
  };
}

/** A multipart/form-data body as a browser sends it: text fields, then files (PNG by default). */
export const multipart = (
  fields: Record<string, string>,
  files: { field: string; data: Buffer; filename?: string; type?: string }[] = [],
) =>
  multipartBody(
    fields,
    files.map((f) => ({
      field: f.field,
      data: f.data,
      filename: f.filename ?? 'group.png',
      type: f.type ?? 'image/png',
    })),
  );

export const groupFields = (overrides: Record<string, string> = {}) => ({
  name: '小豆島オリーブ研究会',
  description: '<p>島の<strong>オリーブ</strong>について話しましょう。</p>',
  visibility: 'private',
  searchable: 'true',
  mrocEnabled: 'true',
  contactName: '事務局 島田',
  contactEmail: 'olive@example.jp',
  contactInfo: '平日10時〜17時',
  ...overrides,
});

/** 'YYYY-MM-DD HH:mm' Japan time, `ms` from now. */
export const jst = (ms: number) =>
  new Date(Date.now() + ms + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
