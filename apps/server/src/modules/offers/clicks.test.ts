// The member's side of offers and the figures partners pay on: who sees an offer (list, page,
// go), the ended view, the go redirect only to the offer's link, 100 concurrent clicks by 10
// members, raw and human counts (one human click per member and offer in half an hour), the statistics by day and the CSV export's rows.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerClicks, offers } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { bornIn, offerFields, setupOffer } from './offer-fixtures';
import { HUMAN_CLICK_WINDOW_MS } from './policy';

const ctx = useTestApp();
let admin: Client;
const BROWSER = { 'user-agent': 'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Safari/605.1.15' };

beforeAll(async () => {
  admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
});

const signedIn = async (year: number, locale: 'ja' | 'en' = 'en') =>
  new Client(ctx.app, locale).login((await buildMember(ctx.db, { yearOfBirth: year })).email);
const go = (client: Client, id: number, headers = BROWSER) =>
  client.get(`/api/offers/${id}/go`, headers);

describe('who sees an offer', () => {
  it('shows it to the audience on the list, the page and go; 404 to everyone else', async () => {
    const id = await setupOffer(admin, bornIn(1970));
    const inside = await signedIn(1970, 'ja');
    const outside = await signedIn(1971);
    const list = json<{ data: { id: number; title: string; goUrl: string }[] }>(
      await inside.get('/api/offers'),
    ).data;
    expect(list.find((o) => o.id === id)).toMatchObject({
      title: offerFields().titleJa,
      goUrl: `/api/offers/${id}/go`,
    });
    const page = json<{ data: { ended: boolean; imageUrl: string } }>(
      await inside.get(`/api/offers/${id}`),
    );
    expect(page.data.ended).toBe(false);
    expect(page.data.imageUrl).toMatch(/^\/uploads\/offers\//);
    const goes = await go(inside, id);
    expect(goes.statusCode).toBe(302);
    expect(goes.headers.location).toBe(offerFields().link);

    const outList = json<{ data: { id: number }[] }>(await outside.get('/api/offers')).data;
    expect(outList.some((o) => o.id === id)).toBe(false);
    expect((await outside.get(`/api/offers/${id}`)).statusCode).toBe(404);
    expect((await go(outside, id)).statusCode).toBe(404);
    const clicks = await ctx.db.select().from(offerClicks).where(eq(offerClicks.offerId, id));
    expect(clicks).toHaveLength(1);
  });

  it('hides disabled and not yet started offers; an ended one shows the ended view', async () => {
    const disabled = await setupOffer(admin, bornIn(1972));
    await admin.post(`/api/admin/offer/update/${disabled}/status`, { status: 'disabled' });
    const future = await setupOffer(
      admin,
      bornIn(1972),
      offerFields({ startAt: '2099-01-01 10:00', expiresAt: '2099-02-01 10:00' }),
    );
    const ended = await setupOffer(admin, bornIn(1972));
    await ctx.db
      .update(offers)
      .set({
        startAt: new Date(Date.now() - 7 * 86400_000),
        expiresAt: new Date(Date.now() - 60_000),
      })
      .where(eq(offers.id, ended));
    const member = await signedIn(1972);
    for (const id of [disabled, future]) {
      expect((await member.get(`/api/offers/${id}`)).statusCode).toBe(404);
      expect((await go(member, id)).statusCode).toBe(404);
    }
    const list = json<{ data: { id: number }[] }>(await member.get('/api/offers')).data;
    expect(list.map((o) => o.id)).toEqual([]);
    const page = json<{ data: { ended: boolean } }>(await member.get(`/api/offers/${ended}`));
    expect(page.data.ended).toBe(true);
    const late = await go(member, ended);
    expect(late.statusCode).toBe(302);
    expect(late.headers.location).toBe(`/offer/${ended}`);
    const none = await ctx.db.select().from(offerClicks).where(eq(offerClicks.offerId, ended));
    expect(none).toHaveLength(0);
  });

  it('sends a guest to sign in with the offer page as the way back, recording nothing', async () => {
    const id = await setupOffer(admin, bornIn(1973));
    const guest = await new Client(ctx.app, 'en').csrf();
    const res = await go(guest, id);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/?redirect=${encodeURIComponent(`/offer/${id}`)}`);
    expect((await guest.get('/api/offers')).statusCode).toBe(401);
    const none = await ctx.db.select().from(offerClicks).where(eq(offerClicks.offerId, id));
    expect(none).toHaveLength(0);
  });
});

describe('figures', () => {
  it('counts 100 concurrent clicks by 10 members as 100 clicks, 10 human and 10 unique', async () => {
    const id = await setupOffer(admin, bornIn(1974));
    const members = await Promise.all(Array.from({ length: 10 }, () => signedIn(1974)));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => go(members[i % 10]!, id)),
    );
    expect(
      results.every((r) => r.statusCode === 302 && r.headers.location === offerFields().link),
    ).toBe(true);
    const stats = json<{
      data: {
        clicks: number;
        humanClicks: number;
        uniqueClickers: number;
        byDay: { clicks: number }[];
      };
    }>(await admin.get(`/api/offer-main-statics-click/${id}`)).data;
    expect(stats).toMatchObject({ clicks: 100, humanClicks: 10, uniqueClickers: 10 });
    expect(stats.byDay.reduce((n, d) => n + d.clicks, 0)).toBe(100);
    const list = json<{ data: { id: number; clicks: number; uniqueClickers: number }[] }>(
      await admin.get(`/api/admin/offer/list?keyword=${id}`),
    ).data;
    expect(list.find((o) => o.id === id)).toMatchObject({ clicks: 100, uniqueClickers: 10 });
  });

  it('keeps scanners and HEAD requests in the raw count only', async () => {
    const id = await setupOffer(admin, bornIn(1975));
    const member = await signedIn(1975);
    await go(member, id);
    await go(member, id, { 'user-agent': 'Mozilla/5.0 (compatible; Proofpoint URL Defense)' });
    await member.request({ method: 'HEAD', url: `/api/offers/${id}/go`, headers: BROWSER });
    const stats = json<{ data: { clicks: number; humanClicks: number } }>(
      await admin.get(`/api/offer-main-statics-click/${id}`),
    ).data;
    expect(stats).toMatchObject({ clicks: 3, humanClicks: 1 });
  });

  it('counts one human click per member and offer in half an hour; raw keeps every click', async () => {
    const id = await setupOffer(admin, bornIn(1977));
    const eager = await signedIn(1977);
    const other = await signedIn(1977);
    for (let i = 0; i < 20; i += 1) await go(eager, id);
    await Promise.all(Array.from({ length: 20 }, () => go(eager, id)));
    await go(other, id);
    const figures = async () =>
      json<{ data: { clicks: number; humanClicks: number; uniqueClickers: number } }>(
        await admin.get(`/api/offer-main-statics-click/${id}`),
      ).data;
    expect(await figures()).toMatchObject({ clicks: 41, humanClicks: 2, uniqueClickers: 2 });
    // Half an hour later the same member counts once more.
    await ctx.db
      .update(offerClicks)
      .set({ createdAt: new Date(Date.now() - HUMAN_CLICK_WINDOW_MS - 60_000) })
      .where(eq(offerClicks.offerId, id));
    await go(eager, id);
    await go(eager, id);
    expect(await figures()).toMatchObject({ clicks: 43, humanClicks: 3, uniqueClickers: 2 });
  });

  it("exports one CSV row per recorded click, with the member's attributes", async () => {
    const id = await setupOffer(admin, bornIn(1976));
    const a = await signedIn(1976);
    const b = await signedIn(1976);
    await go(a, id);
    await go(b, id);
    await a.get(`/api/offers/${id}/go?via=mail`, BROWSER);
    const res = await admin.get(`/api/admin/export-offer/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    // No cell of this export holds a comma, a quote or a line break.
    const [header, ...lines] = res.body.slice(1).trim().split('\n');
    const names = header!.split(',');
    const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i]!, v])));
    const recorded = await ctx.db.select().from(offerClicks).where(eq(offerClicks.offerId, id));
    expect(rows).toHaveLength(recorded.length);
    expect(rows.map((r) => r['Member ID']).sort()).toEqual(
      recorded.map((c) => String(c.userId)).sort(),
    );
    expect(rows.map((r) => r.Via).sort()).toEqual(['Mail', 'Site', 'Site']);
    expect(rows.every((r) => r['Age group'] !== '')).toBe(true);
    // a's second click comes within the half hour of its first: recorded, not human again.
    expect(rows.map((r) => r.Human).sort()).toEqual(['no', 'yes', 'yes']);
    // A download link names its language: the same rows with Japanese headings.
    const ja = await admin.get(`/api/admin/export-offer/${id}?lang=ja`);
    expect(ja.body.split('\n')[0]).not.toContain('Member ID');
    expect(ja.body.trim().split('\n')).toHaveLength(lines.length + 1);
  });
});
