// The notification policy over every role and state: only its member sees or marks a
// notification, read or unread; a guest, another member, a blocked owner's neighbour or an admin
// does not. Checked in memory, in SQL and through the routes, against a table written out here.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, type UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp } from '../../../test/helpers';
import { mayReadNotification, notificationCondition } from './policy';
import { notify } from './service';

const ctx = useTestApp();

const ROLES = ['guest', 'owner', 'blocked owner', 'other member', 'admin'] as const;
const STATES = ['unread', 'read'] as const;
type Role = (typeof ROLES)[number];
type State = (typeof STATES)[number];

/** Whose notification it is decides everything; its state changes nothing. */
const SEES: Record<Role, State[]> = {
  guest: [],
  owner: ['unread', 'read'],
  'blocked owner': ['unread', 'read'],
  'other member': [],
  admin: [],
};

const users = {} as Record<Exclude<Role, 'guest'>, UserRow>;
/** The notification each role would look at: the owners' own, and the owner's for the rest. */
const target = {} as Record<Role, Record<State, { id: number; userId: number }>>;

async function notificationOf(user: UserRow, state: State) {
  const id = await notify(ctx.db, {
    userId: user.id,
    kind: 'admin',
    messageKey: 'notifications.admin_message',
    params: { message: 'しまなみ海道のお知らせ' },
  });
  if (state === 'read')
    await ctx.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, id));
  return { id, userId: user.id };
}

beforeAll(async () => {
  users.owner = await buildMember(ctx.db);
  users['blocked owner'] = await buildMember(ctx.db, { isBlocked: true });
  users['other member'] = await buildMember(ctx.db);
  users.admin = await buildAdmin(ctx.db);
  for (const role of ROLES) {
    const owner = role === 'blocked owner' ? users['blocked owner'] : users.owner;
    target[role] = {
      unread: await notificationOf(owner, 'unread'),
      read: await notificationOf(owner, 'read'),
    };
  }
});

const cases = ROLES.flatMap((role) => STATES.map((state) => [role, state] as const));

describe('notification policy', () => {
  it.each(cases)(
    '%s, %s notification: the table, the SQL and the in-memory rule agree',
    async (role, state) => {
      const reader = role === 'guest' ? null : users[role];
      const row = target[role][state];
      const want = SEES[role].includes(state);
      expect(mayReadNotification(reader, row)).toBe(want);
      if (reader) {
        const found = await ctx.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.id, row.id), notificationCondition(reader)));
        expect(found.length > 0).toBe(want);
      }
    },
  );

  it.each(cases)('%s, %s notification: the routes follow it', async (role, state) => {
    const row = target[role][state];
    const want = SEES[role].includes(state);
    const client =
      role === 'guest'
        ? new Client(ctx.app, 'en')
        : await new Client(ctx.app, 'en').login(users[role].email);
    const listed = await client.get('/api/notifications?limit=100');
    if (role === 'guest') {
      expect(listed.statusCode).toBe(401);
      return;
    }
    const ids = (listed.json().data as { id: number }[]).map((n) => n.id);
    expect(ids.includes(row.id)).toBe(want);
    const marked = await client.post('/api/notifications/read', { id: row.id });
    expect(marked.statusCode).toBe(want ? 200 : 404);
  });
});
