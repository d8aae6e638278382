// The all-batches list (/admin/sendouts): a batch of every source kind (post, campaign, offer,
// group) names its source and that source's title, in the reader's language with the other
// language when the reader's is blank; admins only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SENDOUT_SOURCES, type SendoutBatch } from '@fanclub/contract/sendouts';
import { campaigns } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { setupCampaign } from '../campaigns/campaign-fixtures';
import { makeGroup } from '../groups-admin/groups-admin-fixtures';
import { setupOffer } from '../offers/offer-fixtures';
import { createBatch } from './batches';

const ctx = useTestApp();
const YEAR = new Date().getFullYear();
const audience = { type: 'custom' as const, ageMin: YEAR - 1931, ageMax: YEAR - 1931 };
const MAIL = { ja: { subject: 'お知らせ', body: '<p>瀬戸内からのお知らせです。</p>' } };
const later = () => ({ at: new Date(Date.now() + 7 * 86400_000) });

let ids: Record<(typeof SENDOUT_SOURCES)[number], number>;
let ja: Client;
let en: Client;

beforeAll(async () => {
  const adminRow = await buildAdmin(ctx.db);
  ja = await new Client(ctx.app, 'ja').login(adminRow.email);
  en = await new Client(ctx.app, 'en').login(adminRow.email);
  const post = await en.post('/api/posts', {
    title: '小豆島オリーブ収穫祭',
    contents: '<p>オリーブ園で収穫体験ができます。</p>',
    audience,
    status: 'draft',
  });
  expect(post.statusCode, post.body).toBe(201);
  ids = {
    post: json<{ data: { id: number } }>(post).data.id,
    campaign: await setupCampaign(en, audience),
    offer: await setupOffer(en, audience),
    group: (await makeGroup(ctx.db, { name: '瀬戸内の食と旅 研究会' })).id,
  };
  for (const source of SENDOUT_SOURCES)
    await createBatch(
      ctx.db,
      {
        source,
        sourceId: ids[source],
        type: 'invitation',
        consent: source === 'campaign' ? 'survey' : 'newsletter',
        audience,
        mail: MAIL,
      },
      later(),
    );
});

const listIn = async (c: Client) =>
  json<{ data: SendoutBatch[] }>(await c.get('/api/admin/sendouts?limit=50')).data;

const titlesBySource = (rows: SendoutBatch[]) =>
  Object.fromEntries(
    SENDOUT_SOURCES.map((source) => {
      const row = rows.find((r) => r.source === source && r.sourceId === ids[source]);
      return [source, row?.sourceTitle];
    }),
  );

describe('every batch', () => {
  it('names its source kind and a non-empty title in the reader’s language', async () => {
    expect(titlesBySource(await listIn(ja))).toEqual({
      post: '小豆島オリーブ収穫祭',
      campaign: '瀬戸内の島旅アンケート',
      offer: '瀬戸内フェリー周遊パス 20%オフ',
      group: '瀬戸内の食と旅 研究会',
    });
    expect(titlesBySource(await listIn(en))).toEqual({
      post: '小豆島オリーブ収穫祭',
      campaign: 'Setouchi island trips survey',
      offer: 'Setouchi ferry pass, 20% off',
      group: '瀬戸内の食と旅 研究会',
    });
    for (const row of await listIn(en)) expect(row.sourceTitle.trim()).not.toBe('');
  });

  it('falls back to the other language when the reader’s title is blank', async () => {
    await ctx.db.update(campaigns).set({ titleEn: ' ' }).where(eq(campaigns.id, ids.campaign));
    expect(titlesBySource(await listIn(en)).campaign).toBe('瀬戸内の島旅アンケート');
  });

  it('is for admins only', async () => {
    const member = await buildMember(ctx.db);
    const asMember = await new Client(ctx.app, 'en').login(member.email);
    const blocked = await buildMember(ctx.db, { isBlocked: true });
    const asBlocked = await new Client(ctx.app, 'en').login(blocked.email);
    expect(
      (await new Client(ctx.app, 'en').csrf().then((c) => c.get('/api/admin/sendouts'))).statusCode,
    ).toBe(401);
    expect((await asMember.get('/api/admin/sendouts')).statusCode).toBe(403);
    expect((await asBlocked.get('/api/admin/sendouts')).statusCode).toBe(403);
  });
});
