// The demo offers: two open offers with real images and texts in Japanese and English, shown to
// the demo member on the list and the page, with clicks on the statistics.
import { expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MEMBER, seedDemoIfEmpty } from '../../seed/demo';
import { Client, useTestApp } from '../../../test/helpers';

const ctx = useTestApp();

it('seeds two open offers with images, texts in ja and en, and clicks', async () => {
  await seedDemoIfEmpty(ctx.app);
  const admin = await new Client(ctx.app, 'en').login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const list = (await admin.get('/api/admin/offer/list')).json();
  expect(list.meta.total).toBe(2);
  for (const offer of list.data as { imageUrl: string; state: string; titleJa: string }[]) {
    expect(offer.state).toBe('open');
    expect(offer.titleJa).toMatch(/[ぁ-んァ-ン一-龥]/);
    const image = await ctx.app.inject({ method: 'GET', url: offer.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  }
  const ferry = list.data.find((o: { titleEn: string }) => o.titleEn.includes('ferry'));
  const stats = (await admin.get(`/api/offer-main-statics-click/${ferry.id}`)).json().data;
  expect(stats.clicks).toBeGreaterThan(0);
  expect(stats.uniqueClickers).toBeGreaterThan(0);

  const member = await new Client(ctx.app, 'ja').login(DEMO_MEMBER.email, DEMO_MEMBER.password);
  const mine = (await member.get('/api/offers')).json().data as { id: number; title: string }[];
  expect(mine.map((o) => o.title).sort()).toEqual(
    ['瀬戸内フェリー周遊パス 20%オフ', '道後温泉の老舗旅館 平日宿泊15%割引'].sort(),
  );
  const page = (await member.get(`/api/offers/${ferry.id}`)).json().data;
  expect(page).toMatchObject({ ended: false, goUrl: `/api/offers/${ferry.id}/go` });
});
