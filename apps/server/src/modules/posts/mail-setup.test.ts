// "Send now" on a post whose mail cannot go says exactly what is missing, in the caller's
// language (SENDOUT_SETUP with its own message), and starts nothing; members may not ask.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendoutBatches } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();
let admin: Client;

beforeAll(async () => {
  admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
});

async function createPost(mail: Record<string, { subject: string; body: string }>) {
  const res = await admin.post('/api/posts', {
    title: 'メールの確認',
    contents: '<p>瀬戸内の島々。</p>',
    mail,
    status: 'published',
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

const sendNow = (client: Client, id: number) =>
  client.post(`/api/admin/posts/${id}/sendouts`, { sendMode: 'now' });

describe("a post's send now without sendable mail", () => {
  it('says the post has no mail, in English and Japanese, and starts no batch', async () => {
    const id = await createPost({});
    const res = await sendNow(admin, id);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      code: 422,
      error_code: 'SENDOUT_SETUP',
      message:
        'This post has no mail to send: write its subject and body in the Mail step of the post first.',
    });
    admin.locale = 'ja';
    const ja = await sendNow(admin, id);
    admin.locale = 'en';
    expect(json<{ message: string }>(ja).message).toBe(
      'この記事には送信するメールがありません。先に記事の「メール」ステップで件名と本文を入力してください。',
    );
    const batches = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.sourceId, id));
    expect(batches.filter((b) => b.source === 'post')).toEqual([]);
  });

  it('is refused to a guest and a member', async () => {
    const id = await createPost({});
    const guest = new Client(ctx.app, 'en');
    await guest.csrf();
    expect((await sendNow(guest, id)).statusCode).toBe(401);
    const member = await new Client(ctx.app, 'en').login((await buildMember(ctx.db)).email);
    expect((await sendNow(member, id)).statusCode).toBe(403);
  });
});
