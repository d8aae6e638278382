// Referrals: PC07 for the friend on confirmation, PC06 for the referrer at level 3, each once;
// nothing for self-referral or a friend who never confirms; the list and the detail.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '@fanclub/contract/profile';
import { pointTransactions, users } from '../../db/schema/index';
import {
  buildMember,
  Client,
  lastMailTo,
  linkIn,
  registration,
  useTestApp,
} from '../../../test/helpers';
import { ledgerSum } from '../points/ledger';
import { mailbox } from './service';
import { maskEmail } from './routes';

const ctx = useTestApp({ REFERRAL_POINTS: '300', FIRST_SURVEY_POINTS: '50' });

async function movements(userId: number, type: string) {
  return ctx.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, userId), eq(pointTransactions.type, type)));
}

/** Signs a friend up with a code through the API; returns the client and the mailed token. */
async function signUpWith(code: string, overrides: Record<string, unknown> = {}) {
  const client = await new Client(ctx.app, 'en').csrf();
  const body = registration({ referralCode: code, ...overrides });
  const res = await client.post('/api/register', body);
  expect(res.statusCode).toBe(201);
  const mail = await lastMailTo(ctx.db, body.email);
  const token = linkIn(mail!.textBody, '/verify-email').searchParams.get('token')!;
  const [row] = await ctx.db.select().from(users).where(eq(users.email, body.email));
  return { client, body, token, friend: row! };
}

async function answerSurvey(client: Client) {
  const questions: QuestionItem[] = (await client.get('/api/questions')).json().data;
  const answers = questions.map((q) =>
    q.type === 'number'
      ? { questionId: q.id, number: 2 }
      : q.type === 'text'
        ? { questionId: q.id, text: '鞆の浦' }
        : { questionId: q.id, optionIds: [q.options[0]!.id] },
  );
  const res = await client.post('/api/questions', { answers });
  expect(res.statusCode).toBe(200);
}

describe('referral points', () => {
  it('credits the friend on confirmation and the referrer at level 3, each once', async () => {
    const referrer = await buildMember(ctx.db);
    const { client, body, token, friend } = await signUpWith(referrer.referralCode);
    expect(friend.referredById).toBe(referrer.id);
    expect(await movements(friend.id, 'PC07')).toEqual([]);

    const verifications = await Promise.all([
      client.post('/api/email/verify', { token }),
      client.post('/api/email/verify', { token }),
    ]);
    expect(verifications.map((r) => r.statusCode)).toContain(200);
    expect(await movements(friend.id, 'PC07')).toHaveLength(1);
    expect(await ledgerSum(ctx.db, friend.id)).toBe(100);
    expect(await movements(referrer.id, 'PC06')).toEqual([]);

    await client.login(body.email, body.password);
    await answerSurvey(client);
    await answerSurvey(client);
    const pc06 = await movements(referrer.id, 'PC06');
    expect(pc06).toHaveLength(1);
    expect(pc06[0]).toMatchObject({ points: 300, reference: `user:${friend.id}` });
    expect(await ledgerSum(ctx.db, referrer.id)).toBe(300);
    expect(await ledgerSum(ctx.db, friend.id)).toBe(150);

    const me = await new Client(ctx.app, 'ja').login(referrer.email);
    const detail = (await me.get('/api/refer/detail')).json().data;
    expect(detail).toMatchObject({
      referralCode: referrer.referralCode,
      link: `http://localhost:3000/signup?ref=${referrer.referralCode}`,
      joinPoints: 100,
      referralPoints: 300,
      lotteryEnabled: false,
      friends: 1,
      completedFriends: 1,
      pointsEarned: 300,
    });
    const list = (await me.get('/api/refer/list?page=1&limit=10')).json();
    expect(list.meta).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.data[0]).toMatchObject({ nickname: body.nickname, level: 3, status: 3 });
    expect(list.data[0].email).toBe(maskEmail(body.email));
    expect(list.data[0].email).not.toContain(body.email.split('@')[0]);
  });

  it('pays nothing for a friend who never confirms the address', async () => {
    const referrer = await buildMember(ctx.db);
    const { friend } = await signUpWith(referrer.referralCode);
    expect(await ledgerSum(ctx.db, friend.id)).toBe(0);
    const me = await new Client(ctx.app).login(referrer.email);
    const list = (await me.get('/api/refer/list')).json();
    // The spec's code 2: temporary registration completed (not confirmed).
    expect(list.data[0]).toMatchObject({ level: 2, status: 2 });
    expect((await me.get('/api/refer/detail')).json().data.pointsEarned).toBe(0);
  });

  it('pays nothing for referring yourself through another address of your mailbox', async () => {
    const referrer = await buildMember(ctx.db, { email: `seto${Date.now()}@example.jp` });
    const [local, domain] = referrer.email.split('@');
    const alias = `${local}+second@${domain}`;
    expect(mailbox(alias)).toBe(mailbox(referrer.email));
    const { client, body, token, friend } = await signUpWith(referrer.referralCode, {
      email: alias,
    });
    await client.post('/api/email/verify', { token });
    await client.login(body.email, body.password);
    await answerSurvey(client);
    expect(await movements(friend.id, 'PC07')).toEqual([]);
    expect(await movements(referrer.id, 'PC06')).toEqual([]);
  });

  it('pays nothing when the referrer has left', async () => {
    const referrer = await buildMember(ctx.db);
    const { client, token, friend } = await signUpWith(referrer.referralCode);
    await ctx.db.update(users).set({ status: 'unsubscribed' }).where(eq(users.id, referrer.id));
    await client.post('/api/email/verify', { token });
    expect(await movements(friend.id, 'PC07')).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const guest = new Client(ctx.app);
    expect((await guest.get('/api/refer/detail')).statusCode).toBe(401);
    expect((await guest.get('/api/refer/list')).statusCode).toBe(401);
  });
});
