import { describe, expect, it } from 'vitest';
import {
  Client,
  buildAdmin,
  json,
  registration,
  randomIp,
  useTestApp,
} from '../../../test/helpers';

const ctx = useTestApp();

describe('GET /api/admin/outbox', () => {
  it('lists stored mail, filters by recipient and shows one message', async () => {
    const visitor = await new Client(ctx.app, 'en', randomIp()).csrf();
    const body = registration();
    await visitor.post('/api/register', body);
    await visitor.post('/api/register', registration());
    const a = await buildAdmin(ctx.db);
    const admin = await new Client(ctx.app, 'en', randomIp()).login(a.email);
    const list = json<{
      data: Array<{
        id: number;
        to: string;
        status: string;
        template: string;
        language: string;
        text: string;
      }>;
      meta: { total: number };
    }>(await admin.get(`/api/admin/outbox?to=${encodeURIComponent(body.email.toUpperCase())}`));
    expect(list.meta.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      to: body.email,
      status: 'stored',
      template: 'verifyEmail',
      language: 'en',
    });
    expect(list.data[0]!.text).toContain('http://localhost:3000/verify-email?token=');
    const one = await admin.get(`/api/admin/outbox/${list.data[0]!.id}`);
    expect(json(one)).toMatchObject({ data: { id: list.data[0]!.id } });
    expect((await admin.get('/api/admin/outbox/999999')).statusCode).toBe(404);
    // Part of an address finds it too; a typed wildcard matches only itself.
    const part = body.email.slice(0, 8).toUpperCase();
    const partial = json<{ data: Array<{ to: string }> }>(
      await admin.get(`/api/admin/outbox?to=${encodeURIComponent(part)}`),
    );
    expect(partial.data.map((m) => m.to)).toContain(body.email);
    expect(
      json<{ meta: { total: number } }>(await admin.get('/api/admin/outbox?to=%25')).meta.total,
    ).toBe(0);
  });
});
