// The member's notifications: list (newest first, unread count, localised), read, read all,
// and the admin's message.
import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationList } from '@fanclub/contract/notifications';
import { movePoints } from '../points/ledger';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { notify } from './service';

const ctx = useTestApp();

let keys = 0;
const credit = (userId: number, points: number) =>
  movePoints(ctx.db, {
    userId,
    type: 'ADJUST',
    points,
    description: 'test',
    idempotencyKey: `notifications-test:${userId}:${(keys += 1)}`,
  });

async function member() {
  const user = await buildMember(ctx.db);
  const client = await new Client(ctx.app).login(user.email);
  return { user, client };
}

describe('GET /api/notifications', () => {
  it('needs a signed-in member', async () => {
    const res = await new Client(ctx.app).get('/api/notifications');
    expect(res.statusCode).toBe(401);
  });

  it('lists the member’s own, newest first, paged, with the unread count', async () => {
    const { user, client } = await member();
    const other = await buildMember(ctx.db);
    await credit(other.id, 5);
    for (const points of [10, 20, 30]) await credit(user.id, points);

    const res = await client.get('/api/notifications?page=1&limit=2');
    expect(res.statusCode).toBe(200);
    const body = json<NotificationList>(res);
    expect(body.meta).toEqual({ page: 1, limit: 2, total: 3, lastPage: 2, unread: 3 });
    expect(body.data.map((n) => n.message)).toEqual([
      'You received 30 points (test).',
      'You received 20 points (test).',
    ]);
    expect(body.data[0]).toMatchObject({
      kind: 'points',
      cause: 'adjustment',
      link: '/transactions',
      readAt: null,
    });
    expect(Date.parse(body.data[0]!.createdAt)).not.toBeNaN();

    const page2 = json<NotificationList>(await client.get('/api/notifications?page=2&limit=2'));
    expect(page2.data.map((n) => n.message)).toEqual(['You received 10 points (test).']);
    expect(page2.meta.unread).toBe(3);
  });

  it('localises the message by Content-Language', async () => {
    const { user, client } = await member();
    await credit(user.id, 1500);
    const en = json<NotificationList>(await client.get('/api/notifications'));
    expect(en.data[0]!.message).toBe('You received 1,500 points (test).');
    client.locale = 'ja';
    const ja = json<NotificationList>(await client.get('/api/notifications'));
    expect(ja.data[0]!.message).toBe('1,500ポイントを獲得しました（test）。');
  });

  it.each([
    ['PC02', 'ledger.first_survey', 'first_survey', '/profile', 'First profile survey completed'],
    ['PC06', 'ledger.referral_friend', 'referral', '/invite-friends', 'A friend you invited'],
    ['PC07', 'ledger.referral_join', 'referral', '/invite-friends', "Joined with a friend's"],
    [
      'PC08',
      'ledger.lottery|{"month":"2026-10"}',
      'lottery',
      '/invite-friends',
      'Referral lottery prize for 2026-10',
    ],
    [
      'PC03',
      'ledger.survey_answer|{"title":"Onomichi walks"}',
      'survey',
      '/transactions',
      'Survey answered: Onomichi walks',
    ],
  ] as const)(
    'a %s credit names its cause and links to it',
    async (type, description, cause, link, reason) => {
      const { user, client } = await member();
      await movePoints(ctx.db, {
        userId: user.id,
        type,
        points: 300,
        description,
        idempotencyKey: `notifications-cause:${user.id}:${type}`,
      });
      const [item] = json<NotificationList>(await client.get('/api/notifications')).data;
      expect(item).toMatchObject({ cause, link });
      expect(item!.message).toContain('You received 300 points (');
      expect(item!.message).toContain(reason);
    },
  );

  it('an exchange decision and a refund name their cause', async () => {
    const { user, client } = await member();
    await notify(ctx.db, {
      userId: user.id,
      kind: 'exchange',
      messageKey: 'notifications.exchange_approved',
      params: { points: 500, id: 1 },
      link: '/transactions?tab=exchange',
    });
    await notify(ctx.db, {
      userId: user.id,
      kind: 'exchange',
      messageKey: 'notifications.exchange_fail',
      params: { points: 500, id: 1 },
      link: '/transactions?tab=exchange',
    });
    const items = json<NotificationList>(await client.get('/api/notifications')).data;
    expect(items.map((n) => n.cause)).toEqual(['refund', 'exchange']);
  });

  it('an exchange request received is not named a decision', async () => {
    const { user, client } = await member();
    await notify(ctx.db, {
      userId: user.id,
      kind: 'exchange',
      messageKey: 'notifications.exchange_new',
      params: { points: 500, id: 1 },
      link: '/transactions?tab=exchange',
    });
    const items = json<NotificationList>(await client.get('/api/notifications')).data;
    expect(items.map((n) => n.cause)).toEqual(['exchange_request']);
  });

  it('rejects a limit over 100', async () => {
    const { client } = await member();
    expect((await client.get('/api/notifications?limit=101')).statusCode).toBe(422);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one read, keeps its first readAt, and counts down', async () => {
    const { user, client } = await member();
    await credit(user.id, 1);
    await credit(user.id, 2);
    const [newest] = json<NotificationList>(await client.get('/api/notifications')).data;

    const res = await client.post('/api/notifications/read', { id: newest!.id });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ data: { unread: 1 } });
    const after = json<NotificationList>(await client.get('/api/notifications'));
    const read = after.data.find((n) => n.id === newest!.id) as NotificationItem;
    expect(read.readAt).not.toBeNull();
    expect(after.meta.unread).toBe(1);

    // Reading it again changes nothing.
    const again = await client.post('/api/notifications/read', { id: newest!.id });
    expect(json(again)).toEqual({ data: { unread: 1 } });
    const later = json<NotificationList>(await client.get('/api/notifications'));
    expect(later.data.find((n) => n.id === newest!.id)!.readAt).toBe(read.readAt);
  });

  it('marks every unread one with {id: "all"}', async () => {
    const { user, client } = await member();
    for (const points of [1, 2, 3]) await credit(user.id, points);
    const res = await client.post('/api/notifications/read', { id: 'all' });
    expect(json(res)).toEqual({ data: { unread: 0 } });
    const list = json<NotificationList>(await client.get('/api/notifications'));
    expect(list.meta.unread).toBe(0);
    expect(list.data.every((n) => n.readAt !== null)).toBe(true);
  });

  it('answers 404 for another member’s notification and leaves it unread', async () => {
    const { client } = await member();
    const other = await member();
    await credit(other.user.id, 9);
    const [theirs] = json<NotificationList>(await other.client.get('/api/notifications')).data;
    const res = await client.post('/api/notifications/read', { id: theirs!.id });
    expect(res.statusCode).toBe(404);
    expect(json(res).error_code).toBe('NOT_FOUND');
    expect((await client.post('/api/notifications/read', { id: 99_999_999 })).statusCode).toBe(404);
    const still = json<NotificationList>(await other.client.get('/api/notifications'));
    expect(still.meta.unread).toBe(1);
  });

  it('validates the id and needs the CSRF header', async () => {
    const { client } = await member();
    expect((await client.post('/api/notifications/read', { id: 'some' })).statusCode).toBe(422);
    expect((await client.post('/api/notifications/read', {})).statusCode).toBe(422);
    const noCsrf = await client.post(
      '/api/notifications/read',
      { id: 'all' },
      { 'x-xsrf-token': '' },
    );
    expect(noCsrf.statusCode).toBe(419);
  });
});

describe('admin messages', () => {
  it('notify() creates an admin notification whose text is shown as given', async () => {
    const { user, client } = await member();
    await notify(ctx.db, {
      userId: user.id,
      kind: 'admin',
      messageKey: 'notifications.admin_message',
      params: { message: 'Ferry timetable changes on {{date}}' },
      link: '/home',
    });
    const [item] = json<NotificationList>(await client.get('/api/notifications')).data;
    expect(item).toMatchObject({
      kind: 'admin',
      message: 'Ferry timetable changes on {{date}}',
      link: '/home',
    });
  });

  it('POST /api/admin/notifications sends one to a member (admins only)', async () => {
    const { user, client } = await member();
    const admin = await buildAdmin(ctx.db);
    const adminClient = await new Client(ctx.app).login(admin.email);
    const res = await adminClient.post('/api/admin/notifications', {
      userId: user.id,
      message: '島旅フェアのご案内',
      link: '/home',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ data: { userId: user.id } });
    client.locale = 'ja';
    const list = json<NotificationList>(await client.get('/api/notifications'));
    expect(list.data[0]).toMatchObject({ kind: 'admin', message: '島旅フェアのご案内' });
    expect(list.meta.unread).toBe(1);

    expect(
      (await client.post('/api/admin/notifications', { userId: user.id, message: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await adminClient.post('/api/admin/notifications', { userId: 99_999_999, message: 'x' }))
        .statusCode,
    ).toBe(404);
    const offsite = await adminClient.post('/api/admin/notifications', {
      userId: user.id,
      message: 'x',
      link: '//evil.example/',
    });
    expect(offsite.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(offsite).errors).toHaveProperty('link');
    const blank = await adminClient.post('/api/admin/notifications', {
      userId: user.id,
      message: ' ',
    });
    expect(json<{ errors: Record<string, string[]> }>(blank).errors).toHaveProperty('message');
  });
});
