// Demo offers: a ferry pass and an onsen ryokan stay, each with an image drawn here in SVG and
// re-encoded by sharp to a WebP (as an admin's upload would be), a title in Japanese and in
// English, a description in the offer's main language (Japanese) only, an invitation, an
// audience of every member, and a few members' clicks for the statistics.
import { asc, eq } from 'drizzle-orm';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { MailSet } from '@fanclub/contract/sendouts';
import sharp from 'sharp';
import { users, type UserRow } from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';
import { recordOfferClick } from '../modules/offers/clicks';
import { storeOfferImage } from '../modules/offers/form';
import { createOffer, saveOfferEmails, setOfferAudience } from '../modules/offers/service';

const DAY = 86_400_000;
const jst = (ms: number) => formatJapanTime(new Date(Date.now() + ms));

const FERRY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
<rect width="800" height="260" fill="#8fd3f4"/><circle cx="650" cy="80" r="40" fill="#ffd166"/>
<path d="M0 200 Q150 120 300 200 T600 190 T800 200 V260 H0Z" fill="#6a994e"/>
<rect y="250" width="800" height="200" fill="#1e6fa8"/>
<path d="M180 300 H600 L560 360 H220Z" fill="#ffffff"/><rect x="260" y="250" width="260" height="50" fill="#f1f1f1"/>
<rect x="300" y="215" width="140" height="38" fill="#e63946"/>
<g fill="#1e6fa8">${[280, 320, 360, 400, 440, 480].map((x) => `<rect x="${x}" y="265" width="24" height="18"/>`).join('')}</g>
<path d="M0 380 Q100 360 200 380 T400 380 T600 380 T800 380" stroke="#a8dadc" stroke-width="6" fill="none"/>
</svg>`;

const ONSEN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450">
<rect width="800" height="450" fill="#3d405b"/><circle cx="640" cy="90" r="50" fill="#f4f1de"/>
<path d="M0 300 L200 150 L380 290 L520 180 L800 320 V450 H0Z" fill="#2a9d8f"/>
<ellipse cx="400" cy="370" rx="300" ry="60" fill="#81b29a"/><ellipse cx="400" cy="365" rx="260" ry="45" fill="#a8dadc"/>
<g stroke="#f4f1de" stroke-width="10" fill="none" stroke-linecap="round">
<path d="M330 330 q-20 -30 0 -60 q20 -30 0 -60"/><path d="M400 320 q-20 -30 0 -60 q20 -30 0 -60"/>
<path d="M470 330 q-20 -30 0 -60 q20 -30 0 -60"/></g>
<rect x="80" y="250" width="140" height="90" fill="#e07a5f"/><path d="M60 255 L150 200 L240 255Z" fill="#6d2e46"/>
</svg>`;

const imageOf = async (ctx: Ctx, svg: string) =>
  storeOfferImage(ctx.storage, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());

const invitation = (ja: string, en: string): MailSet => ({
  ja: {
    subject: '{{nick_name}}さんへ：会員限定オファーのお知らせ',
    body: `<p>{{nick_name}} 様</p><p>${ja}</p><p>期限：{{expired_date}}（日本時間）</p><p><a href="{{offer_link}}">オファーを見る</a></p>`,
  },
  en: {
    subject: '{{nick_name}}, a members-only offer for you',
    body: `<p>Dear {{nick_name}},</p><p>${en}</p><p>Until {{expired_date}} (JST)</p><p><a href="{{offer_link}}">See the offer</a></p>`,
  },
});

export async function seedOffers(ctx: Ctx) {
  const [admin] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return;
  const members: UserRow[] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.isAdmin, false))
    .orderBy(asc(users.id))
    .limit(6);

  const ferry = await createOffer(
    ctx.db,
    {
      titleJa: '瀬戸内フェリー周遊パス 20%オフ',
      titleEn: 'Setouchi island-hopping ferry pass, 20% off',
      link: 'https://www.setouchi-ferry.example.jp/pass?utm_source=fanclub',
      description:
        '直島・豊島・小豆島を結ぶフェリーが3日間乗り放題になる周遊パスを、ファンクラブ会員限定で20%オフにてご案内します。島ごとのアートや港町の食を、時間を気にせずお楽しみください。',
      mainLanguage: 'ja',
      startAt: jst(-3 * DAY),
      expiresAt: jst(30 * DAY),
      status: 'active',
    },
    await imageOf(ctx, FERRY_SVG),
    admin.id,
  );
  const onsen = await createOffer(
    ctx.db,
    {
      titleJa: '道後温泉の老舗旅館 平日宿泊15%割引',
      titleEn: 'Dogo Onsen ryokan, 15% off weekday stays',
      link: 'https://www.dogo-ryokan.example.jp/plans/fanclub',
      description:
        '創業百年の老舗旅館で、瀬戸内の海の幸を使った会席料理と源泉かけ流しの湯を。平日のご宿泊が会員限定で15%割引になります。',
      mainLanguage: 'ja',
      startAt: jst(-1 * DAY),
      expiresAt: jst(60 * DAY),
      status: 'active',
    },
    await imageOf(ctx, ONSEN_SVG),
    admin.id,
  );
  await saveOfferEmails(
    ctx.db,
    ferry.id,
    invitation(
      '島めぐりフェリーパスが会員限定で20%オフに。',
      'The island ferry pass is 20% off for members.',
    ),
  );
  await saveOfferEmails(
    ctx.db,
    onsen.id,
    invitation(
      '道後温泉の老舗旅館の平日宿泊が15%割引に。',
      'Weekday stays at a Dogo Onsen ryokan are 15% off.',
    ),
  );
  for (const offer of [ferry, onsen]) await setOfferAudience(ctx.db, offer.id, { type: 'all' });
  // A few members already took the ferry offer (from the site and from the mail).
  for (const [i, member] of members.entries())
    for (let n = 0; n <= i % 3; n += 1)
      await recordOfferClick(ctx.db, {
        offerId: ferry.id,
        userId: member.id,
        via: n === 0 ? 'site' : 'mail',
        human: true,
      });
}
