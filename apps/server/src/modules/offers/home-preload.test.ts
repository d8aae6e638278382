// /home's HTML: a signed-in member with an open offer gets index.html with the first offer
// card's picture preloaded (the URL GET /api/offers gives, byte for byte); a guest, a closed
// account, a member without an open offer and every other path get index.html unchanged; a
// member blocked from commenting still sees the offer cards, so gets the preload like the API.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildAdmin, buildMember, Client, json, useTestApp } from '../../../test/helpers';
import { builtWebApp } from '../../../test/instances';
import { inlineScriptHashes } from '../../plugins/security-headers';
import { bornIn, offerFields, setupOffer } from './offer-fixtures';
import { withImagePreload } from './home-preload';

const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <script>(function(){document.documentElement.dataset.boot='1'})()</script>
    <title>瀬戸内ファンクラブ</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const ctx = useTestApp({ WEB_DIST: builtWebApp(INDEX_HTML) });
const PRELOAD = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/g;
const YEAR = 1990;

async function signedIn(yearOfBirth = YEAR) {
  const user = await buildMember(ctx.db, { yearOfBirth });
  return Object.assign(await new Client(ctx.app, 'ja').login(user.email), { userId: user.id });
}

/** The first picture GET /api/offers (the list /home's cards show) gives this client. */
async function firstOfferPicture(client: Client): Promise<string | undefined> {
  const res = await client.get('/api/offers?page=1&limit=20');
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { imageUrl: string }[] }>(res).data[0]?.imageUrl;
}

const preloads = (html: string) => [...html.matchAll(PRELOAD)].map((m) => m[1]);

let soonest: string;

beforeAll(async () => {
  const admin = await new Client(ctx.app, 'en').login((await buildAdmin(ctx.db)).email);
  const jst = (days: number) =>
    new Date(Date.now() + days * 86400_000 + 9 * 3600_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
  // Two open offers for members born in 1990: the list shows the sooner expiry first.
  await setupOffer(admin, bornIn(YEAR), offerFields({ expiresAt: jst(9) }));
  const first = await setupOffer(admin, bornIn(YEAR), offerFields({ expiresAt: jst(2) }));
  const detail = await admin.get(`/api/admin/offer/${first}`);
  soonest = json<{ data: { imageUrl: string } }>(detail).data.imageUrl;
});

describe('GET /home', () => {
  it("preloads a signed-in member's first offer picture, the rest of index.html unchanged", async () => {
    const member = await signedIn();
    const res = await member.get('/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const picture = await firstOfferPicture(member);
    expect(picture).toBe(soonest);
    expect(preloads(res.body)).toEqual([picture]);
    expect(res.body).toBe(withImagePreload(INDEX_HTML, picture!));
    expect(res.body.replace(PRELOAD, '').replace(/\n\s*\n/, '\n')).toBe(INDEX_HTML);
    // The inline script keeps its hash, which the CSP sent with the page allows.
    expect(inlineScriptHashes(res.body)).toEqual(inlineScriptHashes(INDEX_HTML));
    expect(res.headers['content-security-policy']).toContain(inlineScriptHashes(INDEX_HTML)[0]);
    // A query string is still /home.
    expect(preloads((await member.get('/home?page=2')).body)).toEqual([picture]);
  });

  it('follows GET /api/offers for a member blocked from commenting: the cards still show', async () => {
    const blocked = await signedIn();
    await ctx.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.userId));
    const picture = await firstOfferPicture(blocked);
    expect(picture).toBe(soonest);
    expect(preloads((await blocked.get('/home')).body)).toEqual([picture]);
  });

  it('gives an admin the first picture of the list /home shows them', async () => {
    const admin = await new Client(ctx.app, 'ja').login((await buildAdmin(ctx.db)).email);
    const picture = await firstOfferPicture(admin);
    const html = (await admin.get('/home')).body;
    expect(preloads(html)).toEqual(picture ? [picture] : []);
  });

  it('preloads nothing for a guest, a closed account or a member without an open offer', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toBe(INDEX_HTML);
    // Served as every other path's index.html (the catch-all in app.ts), validators included.
    const other = await ctx.app.inject({ method: 'GET', url: '/offers' });
    for (const name of ['cache-control', 'content-type', 'etag', 'last-modified'])
      expect(guest.headers[name], name).toBe(other.headers[name]);

    const withCsrfOnly = await new Client(ctx.app).csrf();
    expect((await withCsrfOnly.get('/home')).body).toBe(INDEX_HTML);

    const closed = await signedIn();
    const [row] = await ctx.db
      .update(users)
      .set({ status: 'unsubscribed' })
      .where(eq(users.id, closed.userId))
      .returning();
    expect(row?.status).toBe('unsubscribed');
    expect((await closed.get('/home')).body).toBe(INDEX_HTML);

    const noOffer = await signedIn(1950);
    expect(await firstOfferPicture(noOffer)).toBeUndefined();
    expect((await noOffer.get('/home')).body).toBe(INDEX_HTML);
  });

  it("leaves every other path's index.html alone", async () => {
    const member = await signedIn();
    expect(await firstOfferPicture(member)).toBe(soonest);
    for (const url of ['/', '/offers', '/home/', '/homes', '/offer/1', '/profile']) {
      const res = await member.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });
});
