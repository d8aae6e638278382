// The listing rule of `/groups` "all" as a table of every standing by every group state, checked
// two ways that must agree: in memory (listedInAll) and as the list's SQL (listGroups). The
// expectations are written out by hand, not derived from the rule.
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, useTestApp } from '../../../test/helpers';
import {
  addGroupMember,
  GROUP_MEMBER_ROLES,
  GROUPS,
  insertGroup,
  type GroupName,
} from './group-fixtures';
import { listedInAll, readerOf, type MembershipFacts } from './policy';
import { listGroups } from './queries';

const ctx = useTestApp();

const ROLES = GROUP_MEMBER_ROLES;
type Role = (typeof ROLES)[number];

const MEMBERSHIP: Record<Role, MembershipFacts> = {
  outsider: null,
  invited: { role: 'participant', state: 'invited' },
  viewer: { role: 'viewer', state: 'joined' },
  participant: { role: 'participant', state: 'joined' },
  moderator: { role: 'moderator', state: 'joined' },
  blocked: { role: 'participant', state: 'joined' },
  admin: null,
};

const NAMES = Object.keys(GROUPS) as GroupName[];
const PUBLISHED: GroupName[] = ['publicListed', 'publicUnlisted', 'privateListed', 'privateHidden'];

/** The groups each standing finds in "all", written out. */
const LISTED: Record<Role, GroupName[]> = {
  outsider: ['publicListed', 'privateListed'],
  invited: PUBLISHED,
  viewer: PUBLISHED,
  participant: PUBLISHED,
  moderator: NAMES,
  blocked: PUBLISHED,
  admin: NAMES,
};

const users = {} as Record<Role, UserRow>;
const ids = {} as Record<GroupName, number>;

beforeAll(async () => {
  for (const role of ROLES)
    users[role] =
      role === 'admin'
        ? await buildAdmin(ctx.db)
        : await buildMember(ctx.db, { isBlocked: role === 'blocked' });
  for (const name of NAMES) {
    const group = await insertGroup(ctx.db, { ...GROUPS[name], name: `listing ${name}` });
    ids[name] = group.id;
    for (const role of ROLES) {
      const m = MEMBERSHIP[role];
      if (m) await addGroupMember(ctx.db, group.id, users[role].id, m.role, m.state);
    }
  }
});

describe('listed in "all"', () => {
  it.each(ROLES)('%s: in memory and in SQL as the table says', async (role) => {
    const reader = readerOf(users[role]);
    const inMemory = NAMES.filter((g) => listedInAll(reader, GROUPS[g], MEMBERSHIP[role]));
    expect(inMemory).toEqual(LISTED[role]);
    const { rows } = await listGroups(ctx.db, reader, {
      filter: 'all',
      keyword: 'listing',
      page: 1,
      limit: 100,
    });
    const listed = new Set(rows.map((r) => r.group.id));
    expect(NAMES.filter((g) => listed.has(ids[g]))).toEqual(LISTED[role]);
  });
});
