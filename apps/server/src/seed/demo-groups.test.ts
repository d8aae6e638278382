// The demo groups: a public circle and a private MROC study with images, members and roles,
// topics open now, upcoming and closed, posts with photos, a poll, comments and likes, as the
// demo member, a moderator and an outsider see them through the member calls.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema/index';
import { DEMO_MEMBER, seedDemoIfEmpty } from './demo';
import { Client, useTestApp } from '../../test/helpers';

const ctx = useTestApp();
const PASSWORD = DEMO_MEMBER.password;

type Item = { id: number; name: string; imageUrl: string; memberCount: number; visibility: string };
type Topic = { title: string; phase: string; postCount: number; subTopics: Topic[] };

it('seeds a public group and a private MROC group the member calls show', async () => {
  await seedDemoIfEmpty(ctx.app);
  const haruka = await new Client(ctx.app, 'ja').login(DEMO_MEMBER.email, PASSWORD);
  const all = (await haruka.get('/api/groups')).json().data as Item[];
  expect(all.map((g) => g.name).sort()).toEqual(
    ['しまなみ海道 サイクリング調査 2026', '瀬戸内の食と旅 研究会'].sort(),
  );
  const pinned = (await haruka.get('/api/groups?filter=pinned')).json().data as Item[];
  expect(pinned.map((g) => g.name)).toEqual(['瀬戸内の食と旅 研究会']);
  for (const g of all) {
    expect(g.memberCount).toBeGreaterThan(3);
    const image = await ctx.app.inject({ method: 'GET', url: g.imageUrl });
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  }

  const bike = all.find((g) => g.visibility === 'private')!;
  const detail = (await haruka.get(`/api/groups/${bike.id}`)).json().data;
  expect(detail).toMatchObject({ mrocEnabled: true, membership: { role: 'participant' } });
  expect(detail.bannerUrl).toMatch(/^\/uploads\/groups\/.+\.webp$/);
  const phases = (detail.topics as Topic[]).map((t) => t.phase);
  expect(phases).toEqual(['closed', 'open']);
  const open = (detail.topics as Topic[])[1]!;
  expect(open.postCount).toBe(3);
  expect(open.subTopics).toHaveLength(1);

  const misaki = await new Client(ctx.app, 'en').login('misaki.okamoto@example.com', PASSWORD);
  const asModerator = (await misaki.get(`/api/groups/${bike.id}`)).json().data;
  expect((asModerator.topics as Topic[]).map((t) => t.phase)).toEqual([
    'closed',
    'open',
    'upcoming',
  ]);
  expect(asModerator.flags.canModerate).toBe(true);

  const mine = (await misaki.get('/api/groups?filter=mine')).json().data as Item[];
  expect(mine.map((g) => g.id)).toEqual([bike.id]);
  const invited = await new Client(ctx.app, 'ja').login('makoto.kobayashi@example.com', PASSWORD);
  const invitations = (await invited.get('/api/groups?filter=invited')).json().data as Item[];
  expect(invitations.map((g) => g.id)).toEqual([bike.id]);

  const outsider = await new Client(ctx.app, 'en').login('wei.chen@example.com', PASSWORD);
  const seen = (await outsider.get('/api/groups')).json().data as Item[];
  expect(seen.map((g) => g.name)).toEqual(['瀬戸内の食と旅 研究会']);
  expect((await outsider.get(`/api/groups/${bike.id}`)).statusCode).toBe(404);

  // A member's page: Sho's posts in both rounds (Haruka answered both).
  const [sho] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'sho.takahashi@example.com'));
  const shoId = sho!.id;
  const page = (await haruka.get(`/api/groups/${bike.id}/members/${shoId}`)).json().data;
  expect(page.member).toMatchObject({ nickname: 'サイクリスト翔', role: 'participant' });
  expect(page.posts).toHaveLength(2);
  expect(JSON.stringify(page)).not.toContain('@example');
});
