// The exchange-request policy over every role and state: its member sees their own requests
// (history) and nothing more; an admin sees every request and alone acts on one; a guest or
// another member gets nothing (404 by id). Checked in memory, in SQL and through the routes,
// against a table written out here.
import { and, eq } from 'drizzle-orm';
import { EXCHANGE_STATUSES, type ExchangeStatus } from '@fanclub/contract/rewards';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeRequests, rewards, type UserRow } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, useTestApp } from '../../../test/helpers';
import { insertRequest } from './queries';
import { mayManageRequests, requestAccess, requestsVisibleTo, type RequestAccess } from './policy';

const ctx = useTestApp();

const ROLES = ['guest', 'owner', 'blocked owner', 'other member', 'admin'] as const;
type Role = (typeof ROLES)[number];

/** Whose request it is and whether the reader is an admin decide; the state changes nothing. */
const ACCESS: Record<Role, RequestAccess> = {
  guest: 'none',
  owner: 'view',
  'blocked owner': 'view',
  'other member': 'none',
  admin: 'manage',
};

const users = {} as Record<Exclude<Role, 'guest'>, UserRow>;
/** The request each role looks at in each state: the blocked owner's own, else the owner's. */
const target = {} as Record<Role, Record<ExchangeStatus, { id: number; userId: number }>>;
const readerOf = (role: Role) => (role === 'guest' ? null : users[role]);

beforeAll(async () => {
  users.owner = await buildMember(ctx.db);
  users['blocked owner'] = await buildMember(ctx.db, { isBlocked: true });
  users['other member'] = await buildMember(ctx.db);
  users.admin = await buildAdmin(ctx.db);
  const [reward] = await ctx.db.select().from(rewards).where(eq(rewards.type, 'paypal'));
  const own = {} as Record<
    'owner' | 'blocked owner',
    Record<ExchangeStatus, { id: number; userId: number }>
  >;
  for (const who of ['owner', 'blocked owner'] as const) {
    own[who] = {} as Record<ExchangeStatus, { id: number; userId: number }>;
    for (const status of EXCHANGE_STATUSES) {
      const row = await insertRequest(ctx.db, {
        userId: users[who].id,
        rewardId: reward!.id,
        type: 'paypal',
        amount: 500,
        status,
        paypalEmail: 'pay@example.com',
      });
      own[who][status] = { id: row.id, userId: row.userId };
    }
  }
  for (const role of ROLES)
    target[role] = role === 'blocked owner' ? own['blocked owner'] : own.owner;
});

describe('exchange request policy', () => {
  for (const role of ROLES)
    for (const status of EXCHANGE_STATUSES)
      it(`${role} × ${status}: ${ACCESS[role]}`, async () => {
        const row = target[role][status];
        const reader = readerOf(role);
        expect(requestAccess(reader, row)).toBe(ACCESS[role]);
        expect(mayManageRequests(reader)).toBe(ACCESS[role] === 'manage');
        if (!reader) return;
        // In SQL: the member's history lists exactly their own; the desk lists all for an admin.
        const inHistory = await ctx.db
          .select({ id: exchangeRequests.id })
          .from(exchangeRequests)
          .where(and(eq(exchangeRequests.id, row.id), requestsVisibleTo(reader, 'own')));
        expect(inHistory.length).toBe(row.userId === reader.id ? 1 : 0);
        const onDesk = await ctx.db
          .select({ id: exchangeRequests.id })
          .from(exchangeRequests)
          .where(and(eq(exchangeRequests.id, row.id), requestsVisibleTo(reader, 'desk')));
        expect(onDesk.length).toBe(ACCESS[role] === 'manage' || row.userId === reader.id ? 1 : 0);
      });
});

describe('exchange request routes follow the policy', () => {
  const clientOf = async (role: Role) =>
    role === 'guest'
      ? new Client(ctx.app, 'en')
      : new Client(ctx.app, 'en').login(users[role].email);

  for (const role of ROLES)
    it(`${role}: history, desk and actions`, async () => {
      const client = await clientOf(role);
      const rows = target[role];
      const history = await client.get('/api/redeem-history?limit=100');
      if (role === 'guest') expect(history.statusCode).toBe(401);
      else {
        const ids = (history.json().data as { id: number }[]).map((r) => r.id);
        const mine = ACCESS[role] === 'view';
        for (const status of EXCHANGE_STATUSES) expect(ids.includes(rows[status].id)).toBe(mine);
      }
      const desk = await client.get('/api/neo/amazon-exchange?type=paypal&limit=100');
      const fail = await client.post(`/api/admin/exchange/${rows.new.id}/fail`, { reason: 'test' });
      if (ACCESS[role] === 'manage') {
        expect(desk.statusCode).toBe(200);
        // An admin acting on a request that does not exist is told it is not found.
        const absent = await client.post('/api/admin/exchange/2147480000/complete', {
          reference: 'CODE-1',
        });
        expect(absent.statusCode).toBe(404);
      } else {
        expect([401, 403, 404]).toContain(desk.statusCode);
        // A guest's POST stops at the CSRF check (419) before the session guard.
        expect(role === 'guest' ? [401, 419] : [403, 404]).toContain(fail.statusCode);
      }
    });
});
