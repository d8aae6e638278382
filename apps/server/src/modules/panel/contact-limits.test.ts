// Panel fatigue: an invitation batch leaves out members at their 30-day invitation limit (the
// club's, or their own lower one) and members resting after a completed survey, and the wizard
// counts them before sending; a member may lower their own limit but not raise it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRespondents, sendoutBatches, type UserRow } from '../../db/schema/index';
import {
  buildAdmin,
  buildMember,
  Client,
  createTestContext,
  type TestContext,
} from '../../../test/helpers';
import { bornIn, setupCampaign } from '../campaigns/campaign-fixtures';
import { newRid } from '../surveys/service';

let ctx: TestContext;
let admin: Client;
const YEAR = 1963;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
});
afterAll(async () => {
  await ctx.close();
});

const member = (overrides: Parameters<typeof buildMember>[1] = {}) =>
  buildMember(ctx.db, { yearOfBirth: YEAR, surveyConsent: true, ...overrides });

/** A past respondent row of another campaign: invited `daysAgo`, maybe finished. */
async function history(
  user: UserRow,
  campaignId: number,
  daysAgo: number,
  status: 'invited' | 'completed' = 'invited',
) {
  const at = new Date(Date.now() - daysAgo * DAY);
  await ctx.db.insert(campaignRespondents).values({
    campaignId,
    userId: user.id,
    rid: newRid(),
    status,
    invitedAt: at,
    ...(status === 'completed' ? { startedAt: at, finishedAt: at } : {}),
  });
}

describe('contact limits', () => {
  it('skips members at their limit or resting, and counts them before sending', async () => {
    expect(
      (await admin.post('/api/admin/settings', { surveyInviteLimit: 2, surveyRestDays: 3 }))
        .statusCode,
    ).toBe(200);
    const older = await Promise.all(
      Array.from({ length: 3 }, () => setupCampaign(admin, bornIn(1950))),
    );
    const atLimit = await member();
    await history(atLimit, older[0]!, 5);
    await history(atLimit, older[1]!, 20);
    const outsideWindow = await member();
    await history(outsideWindow, older[0]!, 5);
    await history(outsideWindow, older[1]!, 40);
    const resting = await member();
    await history(resting, older[2]!, 1, 'completed');
    const rested = await member();
    await history(rested, older[2]!, 4, 'completed');
    const ownLimit = await member({ surveyInviteLimit: 1 });
    await history(ownLimit, older[0]!, 2);
    const fresh = await member();

    const id = await setupCampaign(admin, bornIn(YEAR));
    const counts = (await admin.get(`/api/admin/campaign/update/${id}/current-audience`)).json()
      .data;
    expect(counts).toMatchObject({ surveyConsentCount: 6, restedCount: 3 });

    const batch = await admin.post('/api/admin/campaign/create-sendout', {
      campaignId: id,
      sendMode: 'now',
    });
    expect(batch.statusCode, batch.body).toBe(201);
    await ctx.app.sendouts.tick();
    const invited = await ctx.db
      .select({ userId: campaignRespondents.userId })
      .from(campaignRespondents)
      .where(
        and(eq(campaignRespondents.campaignId, id), eq(campaignRespondents.status, 'invited')),
      );
    expect(invited.map((r) => r.userId).sort()).toEqual(
      [outsideWindow.id, rested.id, fresh.id].sort(),
    );
    const [row] = await ctx.db
      .select()
      .from(sendoutBatches)
      .where(eq(sendoutBatches.id, batch.json().data.id));
    expect(row!.recipientCount).toBe(3);
    await admin.post('/api/admin/settings', { surveyInviteLimit: 4, surveyRestDays: 3 });
  });
});

describe("the member's own limit", () => {
  it('may be lowered or reset, never raised above the club', async () => {
    const m = await member();
    const client = await new Client(ctx.app, 'ja').login(m.email);
    expect((await client.get('/api/me/survey-limit')).json().data).toEqual({
      limit: null,
      clubLimit: 4,
      restDays: 3,
    });
    const high = await client.post('/api/me/survey-limit', { limit: 5 });
    expect(high.statusCode).toBe(422);
    expect(high.json().errors.limit[0]).toContain('4');
    expect((await client.post('/api/me/survey-limit', { limit: 1 })).json().data.limit).toBe(1);
    expect((await client.post('/api/me/survey-limit', { limit: null })).json().data.limit).toBe(
      null,
    );
    const guest = new Client(ctx.app, 'ja');
    await guest.csrf();
    expect((await guest.get('/api/me/survey-limit')).statusCode).toBe(401);
  });
});
