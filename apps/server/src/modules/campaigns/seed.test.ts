// The demo campaigns: four surveys in Japanese and English, with respondents, reachable by the
// demo admin and the demo member like anything made in the wizard; a few answers wait in the
// review queue; one invites a sample stratified by age group, recorded as a draw.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoIfEmpty } from '../../seed/demo';
import { Client, createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoIfEmpty(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

it('seeds an open, a full and a scheduled campaign with respondents', async () => {
  const admin = await new Client(ctx.app, 'en').login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const list = (await admin.get('/api/admin/campaign/list?limit=100')).json();
  // Four current campaigns; the rest is the past year's survey history
  // (seed/demo-panel-history.ts), every one of them over.
  const titles = new Set([
    'Setouchi Island Travel Survey 2026',
    'Setouchi lemon new products tasting panel',
    'Setouchi Triennale visitor survey',
    'Shimanami Kaido cycling survey',
  ]);
  type Listed = { titleEn: string; state: string };
  const current = list.data.filter((c: Listed) => titles.has(c.titleEn));
  const past = list.data.filter((c: Listed) => !titles.has(c.titleEn));
  expect(current).toHaveLength(4);
  expect(past.length).toBeGreaterThan(10);
  expect(past.every((c: Listed) => c.state === 'closed')).toBe(true);
  const byTitle = Object.fromEntries(current.map((c: Listed) => [c.titleEn, c]));
  expect(byTitle['Setouchi Island Travel Survey 2026']).toMatchObject({
    state: 'open',
    // Three paid answers and four from accounts sharing a phone number, held for review.
    completedCount: 7,
    sendToNewMembers: true,
    deletable: false,
  });
  expect(byTitle['Setouchi lemon new products tasting panel']).toMatchObject({
    state: 'full',
    completedCount: 4,
    respondentLimit: 4,
  });
  expect(byTitle['Setouchi Triennale visitor survey']).toMatchObject({
    state: 'scheduled',
    deletable: true,
  });
  const cycling = byTitle['Shimanami Kaido cycling survey'] as { id: number };
  const sample = (await admin.get(`/api/admin/campaign/${cycling.id}/sample`)).json().data;
  expect(sample.sample).toMatchObject({ stratifyBy: 'ageGroup', allocation: 'quotas' });
  expect(sample.draws).toHaveLength(1);
  expect(sample.draws[0].drawnCount).toBe(sample.sample.size);
  expect(sample.draws[0].populationCount).toBeGreaterThanOrEqual(sample.sample.size);
  const cyclingDetail = (await admin.get(`/api/admin/campaign/${cycling.id}`)).json().data;
  expect(cyclingDetail.respondents).toMatchObject({ completed: 1, overquota: 1 });
  const islands = byTitle['Setouchi Island Travel Survey 2026'] as { id: number; openRate: number };
  const detail = (await admin.get(`/api/admin/campaign/${islands.id}`)).json().data;
  expect(detail.respondents).toMatchObject({ completed: 7, screenout: 1, started: 10 });
  const held = (await admin.get('/api/admin/campaign-reviews')).json();
  expect(held.meta.total).toBe(4);
  expect(held.data[0]).toMatchObject({ campaignId: islands.id, holdReason: 'duplicate' });
  expect(detail.respondents.invited).toBeGreaterThan(6);
  expect(islands.openRate).toBeGreaterThan(0);

  const member = await new Client(ctx.app, 'ja').login(DEMO_MEMBER.email, DEMO_MEMBER.password);
  const mine = (await member.get('/api/my-surveys')).json().data;
  expect(mine.map((s: { title: string; status: string }) => [s.title, s.status])).toEqual([
    ['初回プロフィールアンケート', 'completed'],
    ['瀬戸内の島旅に関するアンケート 2026', 'open'],
    ['瀬戸内レモン新商品の試食モニター調査', 'completed'],
  ]);
});
