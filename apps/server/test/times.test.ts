// Times as the contract says: wherever the API takes a time it takes the
// spec's `YYYY-MM-DD HH:mm` Japan time or ISO 8601 with an offset, and it answers ISO 8601.
import { describe, expect, it } from 'vitest';
import { buildAdmin, Client, json, useTestApp, type ErrorBody } from './helpers';

const ctx = useTestApp();

describe('times in and out', () => {
  it('a post scheduled in ISO 8601 with an offset is the same instant as in Japan time', async () => {
    const admin = await new Client(ctx.app).login((await buildAdmin(ctx.db)).email);
    const instants: string[] = [];
    for (const publishAt of [
      '2031-04-01 10:00',
      '2031-04-01T10:00+09:00',
      '2031-04-01T01:00:00Z',
    ]) {
      const res = await admin.post('/api/posts', {
        title: `Scheduled ${publishAt}`,
        contents: '<p>Later</p>',
        publishAt,
      });
      expect(res.statusCode, res.body).toBe(201);
      const detail = (await admin.get(`/api/posts-admin/${res.json().data.id}`)).json().data;
      instants.push(detail.publishAt);
      expect(detail.publishAtJst).toBe('2031-04-01 10:00');
    }
    expect(instants).toEqual(Array(3).fill('2031-04-01T01:00:00.000Z'));
  });

  it('refuses a time without an offset or with impossible fields, naming the field', async () => {
    const admin = await new Client(ctx.app).login((await buildAdmin(ctx.db)).email);
    for (const publishAt of ['2031-04-01T10:00', '2031-02-30T10:00Z', '2031-04-01 25:00']) {
      const res = await admin.post('/api/posts', { title: 't', contents: '<p>x</p>', publishAt });
      expect(res.statusCode).toBe(422);
      expect(json<ErrorBody>(res).errors).toHaveProperty('publishAt');
    }
  });
});
