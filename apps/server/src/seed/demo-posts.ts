// The demo club's categories and posts. Each post is written in one language and reaches the
// readers of that language through its audience's main language (the product's language
// targeting); the club's public page post and a member's post are for everyone, as members'
// posts always are. Most carry a picture drawn at seed time, which becomes the post's cover.
import { and, eq } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import { categories, postCategories, posts, users } from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';
import { coverFor } from '../modules/posts/cover';
import { excerptOf, sanitizePostHtml } from '../modules/posts/sanitize';
import { storeDemoPostImage, type DemoScene } from './demo-post-images';

export const DEMO_CATEGORIES = [
  { nameJa: '観光スポット', nameEn: 'Sightseeing' },
  { nameJa: 'グルメ', nameEn: 'Food' },
  { nameJa: 'イベント', nameEn: 'Events' },
  { nameJa: '島めぐり', nameEn: 'Island hopping' },
  { nameJa: 'お知らせ', nameEn: 'News' },
];

export type DemoPost = {
  title: string;
  /** The language the post is written in. */
  language: 'ja' | 'en';
  /** Contents; `{{image}}` is replaced by the drawn picture. */
  html: string;
  image?: { scene: DemoScene; alt: string };
  categories: number[];
  /** Days from now (negative = past). */
  day: number;
  status?: 'draft' | 'published';
  /** Default: the readers of the post's language. */
  audience?: Audience;
  byMember?: boolean;
};

const IMG = '{{image}}';

export const DEMO_POSTS: DemoPost[] = [
  {
    title: '尾道の桜の名所めぐり｜千光寺公園から見る春の瀬戸内',
    language: 'ja',
    image: { scene: 'onomichi', alt: '桜に囲まれた千光寺の塔と、船が行き交う尾道水道' },
    html: `${IMG}<p>尾道の桜といえば、まずは<strong>千光寺公園</strong>。約1,500本の桜と、尾道水道を行き交う船を一望できます。ロープウェイで山頂へ上り、寺の境内を抜けて坂道を歩いて下るのがおすすめです。</p><h2>見頃と楽しみ方</h2><ul><li>例年3月下旬〜4月上旬が見頃です</li><li>夜はぼんぼりが灯り、夜桜と街の灯りを一緒に楽しめます</li><li>下り道の「文学のこみち」では、尾道ゆかりの作家の言葉が刻まれた石碑に出会えます</li></ul><p>週末の昼は混み合うので、朝の早い時間か平日の夕方が歩きやすいですよ。</p>`,
    categories: [0, 2],
    day: -40,
    // The club's open post: anyone may read it and its public page may be shared.
    audience: { type: 'all' },
  },
  {
    title: 'しまなみ海道サイクリング完全ガイド',
    language: 'ja',
    image: { scene: 'bridge', alt: '夕焼けの空に架かる来島海峡大橋と島々' },
    html: `${IMG}<p>広島県尾道市と愛媛県今治市を結ぶ<strong>しまなみ海道</strong>は、全長約70kmのサイクリングロード。6つの島と7つの橋を渡ります。</p><h3>はじめての方へ</h3><ol><li>レンタサイクルは尾道・今治の両端で借りられ、途中のターミナルで乗り捨てもできます</li><li>路面の青いラインをたどれば道に迷いません</li><li>来島海峡大橋からの眺めは必見です</li></ol><blockquote><p>無理をせず、生口島や大三島で一泊する2日間の旅もおすすめです。</p></blockquote><p>橋の通行情報は<a href="https://www.go-shimanami.jp/">しまなみ海道の公式サイト</a>でご確認ください。</p>`,
    categories: [0, 3],
    day: -30,
  },
  {
    title: '直島アート散歩｜地中美術館と草間彌生の「南瓜」',
    language: 'ja',
    image: { scene: 'pumpkin', alt: '海に突き出した桟橋に置かれた黄色い水玉のかぼちゃ' },
    html: `${IMG}<p>香川県の<strong>直島</strong>は「アートの島」として世界中から旅行者が訪れます。岡山の宇野港からフェリーで約20分、高松港からは約50分です。</p><ul><li>地中美術館：モネの「睡蓮」を自然光の中で鑑賞できます</li><li>宮浦港の「赤かぼちゃ」と、海辺の桟橋に置かれた黄色い「南瓜」</li><li>家プロジェクト：本村地区の古い家屋が作品の舞台になっています</li></ul><p>地中美術館は日時指定の予約制です。旅の日程が決まったら早めに予約しておきましょう。</p>`,
    categories: [0, 3],
    day: -21,
  },
  {
    title: '冬の味覚、広島の牡蠣がいよいよ旬です',
    language: 'ja',
    image: { scene: 'oysters', alt: '広島湾に並ぶ牡蠣いかだと、遠くに見える宮島の大鳥居' },
    html: `${IMG}<p>11月から2月にかけて、広島湾の<strong>牡蠣</strong>が旬を迎えます。焼き牡蠣、カキフライ、土手鍋…どれも絶品です。</p><h3>楽しみ方</h3><ul><li>宮島・表参道商店街の焼き牡蠣</li><li>呉・音戸エリアの牡蠣小屋</li><li>廿日市の直売所で殻付き牡蠣をお土産に</li></ul><p>地元の方おすすめのお店は、ぜひコメントで教えてください！</p>`,
    categories: [1],
    day: -12,
  },
  {
    title: '香川の讃岐うどん、はしご旅のすすめ',
    language: 'ja',
    image: { scene: 'udon', alt: '青ねぎをのせた讃岐うどんと天ぷら' },
    html: `${IMG}<p>「うどん県」香川では、一杯200円台からの名店がたくさん。朝から営業するお店も多く、1日3〜4軒のはしごも珍しくありません。</p><p>セルフ店では、麺を受け取ってから天ぷらやおでんを自分で取り、最後にまとめて会計するのが流儀です。小さめのサイズで頼むと、たくさんのお店を回れますよ。</p>`,
    categories: [1],
    day: -8,
    byMember: true,
  },
  {
    title: '【東京在住の20〜30代の方へ】瀬戸内移住相談会のご案内',
    language: 'ja',
    html: '<p>東京・有楽町で<strong>瀬戸内への移住・二拠点生活</strong>の相談会を開きます。先輩移住者のお話や、仕事・住まいの個別相談もできます。</p><ul><li>会場：東京交通会館（有楽町）</li><li>参加無料・予約制</li></ul>',
    categories: [2, 4],
    day: -3,
    audience: {
      type: 'custom',
      ageMin: 20,
      ageMax: 39,
      prefectures: ['JPPRF13'],
      mainLanguage: 'ja',
    },
  },
  {
    title: '瀬戸内国際芸術祭 ボランティア募集（予告）',
    language: 'ja',
    image: { scene: 'islands', alt: '夕暮れの瀬戸内海に浮かぶ島々と小さな船' },
    html: `${IMG}<p>次回の瀬戸内国際芸術祭で、作品の受付や島めぐりの案内をしてくださるボランティア「こえび隊」を募集します。日程や説明会の詳細は、公開日にこちらでお知らせします。</p>`,
    categories: [2, 4],
    day: 7,
  },
  {
    title: '（下書き）小豆島オリーブ収穫体験レポート',
    language: 'ja',
    html: '<p>小豆島のオリーブ園で収穫体験をしてきました。写真を追加して公開予定です。</p>',
    categories: [3],
    day: -1,
    status: 'draft',
  },
  {
    title: 'Three islands in three days: a ferry plan for Naoshima, Teshima and Shodoshima',
    language: 'en',
    image: {
      scene: 'ferry',
      alt: 'A white ferry crossing the Seto Inland Sea between green islands',
    },
    html: `${IMG}<p>The art islands are close together, but the ferries between them run only a few times a day. This is the plan our members like best.</p><ol><li><strong>Day 1, Naoshima:</strong> take the ferry from Uno port in Okayama (about 20 minutes) and book the Chichu Art Museum for the afternoon.</li><li><strong>Day 2, Teshima:</strong> the morning boat from Miyanoura port; rent an electric bicycle at Ieura port for the hills.</li><li><strong>Day 3, Shodoshima:</strong> olive groves, soy sauce breweries and the Kankakei gorge, then the ferry to Takamatsu.</li></ol><p>Ferries sell out on festival weekends, so arrive at the port early.</p>`,
    categories: [0, 3],
    day: -18,
  },
  {
    title: "Kurashiki's canal quarter in an afternoon",
    language: 'en',
    image: {
      scene: 'kurashiki',
      alt: 'White-walled storehouses and willow trees along the Kurashiki canal, with a small boat',
    },
    html: `${IMG}<p>Twenty minutes from Okayama by train, the <strong>Bikan historical quarter</strong> keeps its white-walled storehouses and willow-lined canal much as merchants left them.</p><ul><li>The Ohara Museum of Art, Japan's first museum of Western art</li><li>A short boat ride along the canal</li><li>Denim shops and cafés in the old warehouses of Kurashiki Ivy Square</li></ul><p>Stay until dusk: the lamps along the canal come on as the day visitors leave.</p>`,
    categories: [0],
    day: -14,
  },
  {
    title: 'Lemon season on Ikuchijima: a citrus walk in Setoda',
    language: 'en',
    image: { scene: 'citrus', alt: 'Lemon trees on terraced slopes above the sea on Ikuchijima' },
    html: `${IMG}<p>Ikuchijima grows more lemons than anywhere else in Japan, and from December to March the groves above Setoda turn yellow.</p><h3>What to try</h3><ul><li>Lemon cake and lemon gelato on the Shiomachi shopping street</li><li>The marble Hill of Hope at Kosanji temple</li><li>A walk along the groves on the marked path above the town</li></ul><p>Setoda is halfway along the Shimanami Kaido, so it makes a natural stop if you are cycling.</p>`,
    categories: [1, 3],
    day: -10,
  },
  {
    title: 'Miyajima at low tide: walking out to the great torii',
    language: 'en',
    image: {
      scene: 'torii',
      alt: 'The great torii of Itsukushima standing on the sand at low tide',
    },
    html: `${IMG}<p>At high tide the great torii of Itsukushima Shrine seems to float. At low tide you can walk right up to it across the sand.</p><ul><li>Check the tide table before you go: the best window is about an hour either side of low tide</li><li>Come back at high tide in the evening to see it lit up</li><li>Keep your map away from the deer</li></ul><p>The ferry from Miyajimaguchi takes ten minutes and runs every quarter of an hour.</p>`,
    categories: [0],
    day: -5,
  },
  {
    title: 'Getting around Setouchi without Japanese',
    language: 'en',
    image: { scene: 'islands', alt: 'Islands and small boats on the Seto Inland Sea at dusk' },
    html: `${IMG}<p>Many of you asked how to travel the region without speaking Japanese. It is easier than it looks.</p><ul><li>An IC card works on JR trains, the Hiroshima trams and most city buses</li><li>Small island ferries often take cash only: keep coins and small notes</li><li>Rental bicycles on the Shimanami Kaido come with English instructions and can be returned at the other end</li></ul><p>Tell us in the comments what helped you on your trip.</p>`,
    categories: [4],
    day: -2,
  },
];

/** Demo categories and posts (published, one for Tokyo 20–39s, one scheduled, one draft). */
export async function seedPosts(ctx: Ctx): Promise<number[]> {
  const { db } = ctx;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .limit(1);
  const [poster] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.canPost, true), eq(users.isAdmin, false), eq(users.status, 'active')))
    .limit(1);
  const cats = await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c) => ({ ...c, createdById: admin?.id ?? null })))
    .returning({ id: categories.id });
  const day = 86_400_000;
  const ids: number[] = [];
  for (const p of DEMO_POSTS) {
    const at = new Date(Date.now() + p.day * day);
    const image = p.image
      ? `<img src="${await storeDemoPostImage(ctx.storage, p.image.scene)}" alt="${p.image.alt}">`
      : '';
    const contents = sanitizePostHtml(p.html.replace(IMG, image));
    const byMember = p.byMember && poster;
    const audience: Audience = byMember
      ? { type: 'all' }
      : (p.audience ?? { type: 'custom', mainLanguage: p.language });
    const [row] = await db
      .insert(posts)
      .values({
        authorId: byMember ? poster.id : (admin?.id ?? null),
        kind: byMember ? 'member' : 'admin',
        title: p.title,
        contents,
        excerpt: excerptOf(contents),
        ...coverFor(contents, p.title, null),
        status: p.status ?? 'published',
        publishAt: p.status === 'draft' ? null : at,
        audience,
        createdAt: new Date(Math.min(at.getTime(), Date.now())),
        updatedAt: new Date(Math.min(at.getTime(), Date.now())),
      })
      .returning({ id: posts.id });
    ids.push(row!.id);
    await db
      .insert(postCategories)
      .values(p.categories.map((i) => ({ postId: row!.id, categoryId: cats[i]!.id })));
  }
  return ids;
}
