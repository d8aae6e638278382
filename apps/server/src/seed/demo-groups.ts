// Demo groups: a public circle on Setouchi food and travel and a private MROC study on the
// Shimanami cycling route. A group has one name, description and contact, so each is written in
// one language (Japanese: the club's circles); members write their posts in their own language. Moderators, joined and invited members with
// their roles, main and sub topics (open now, upcoming, closed), posts with text and photos
// drawn here in SVG and encoded to WebP by sharp (as an upload would be), a poll with ballots,
// comments with a reply, and likes. Written straight into the tables.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { GroupMemberState, GroupRole } from '@fanclub/contract/group-codes';
import {
  groupCommentLikes,
  groupComments,
  groupMembers,
  groupPollBallots,
  groupPolls,
  groupPostImages,
  groupPostLikes,
  groupPosts,
  groups,
  groupTopics,
  users,
} from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';

/** DEMO_ADMIN and DEMO_MEMBER of demo.ts (which imports this file). */
const DEMO_ADMIN_EMAIL = 'admin@example.com';
const DEMO_MEMBER_EMAIL = 'haruka.shimada@example.com';
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A landscape in the club's colours: sky, sun, islands and sea, with an accent shape. */
const scene = (w: number, h: number, sky: string, sea: string, accent: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="${sky}"/><circle cx="${w * 0.8}" cy="${h * 0.25}" r="${h * 0.12}" fill="#ffd166"/>
<path d="M0 ${h * 0.62} Q${w * 0.2} ${h * 0.35} ${w * 0.4} ${h * 0.6} T${w * 0.8} ${h * 0.58} T${w} ${h * 0.6} V${h} H0Z" fill="#6a994e"/>
<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="${sea}"/>
<path d="M0 ${h * 0.8} Q${w * 0.12} ${h * 0.76} ${w * 0.25} ${h * 0.8} T${w * 0.5} ${h * 0.8} T${w * 0.75} ${h * 0.8} T${w} ${h * 0.8}" stroke="#a8dadc" stroke-width="${h * 0.015}" fill="none"/>
${accent}</svg>`;

const BANNER_FOOD = scene(
  1200,
  360,
  '#fde2c4',
  '#1e6fa8',
  '<circle cx="300" cy="250" r="70" fill="#fff"/><circle cx="300" cy="250" r="52" fill="#f4a261"/><circle cx="280" cy="235" r="14" fill="#e63946"/><circle cx="320" cy="262" r="12" fill="#2a9d8f"/>',
);
const IMAGE_FOOD = scene(
  600,
  400,
  '#ffe8d6',
  '#277da1',
  '<ellipse cx="200" cy="300" rx="120" ry="40" fill="#fff"/><ellipse cx="200" cy="290" rx="90" ry="26" fill="#e76f51"/>',
);
const BANNER_BIKE = scene(
  1200,
  360,
  '#bde0fe',
  '#0077b6',
  '<path d="M120 250 L1080 180" stroke="#e63946" stroke-width="14"/><g fill="none" stroke="#222" stroke-width="8"><circle cx="560" cy="250" r="40"/><circle cx="660" cy="250" r="40"/><path d="M560 250 L600 200 L660 250 M600 200 L640 200"/></g>',
);
const IMAGE_BIKE = scene(
  600,
  400,
  '#caf0f8',
  '#0096c7',
  '<g fill="none" stroke="#222" stroke-width="6"><circle cx="250" cy="300" r="34"/><circle cx="340" cy="300" r="34"/><path d="M250 300 L285 255 L340 300 M285 255 L320 255"/></g>',
);
const PHOTO_BREAKFAST = scene(
  800,
  600,
  '#fff3b0',
  '#335c67',
  '<rect x="220" y="330" width="360" height="140" rx="20" fill="#fff"/><circle cx="320" cy="390" r="40" fill="#f4f1de"/><circle cx="320" cy="390" r="16" fill="#f2cc8f"/><rect x="400" y="360" width="140" height="60" rx="10" fill="#e07a5f"/>',
);
const PHOTO_LEMON = scene(
  800,
  600,
  '#e9f5db',
  '#4ea8de',
  '<ellipse cx="400" cy="380" rx="90" ry="64" fill="#ffe066"/><ellipse cx="530" cy="400" rx="70" ry="50" fill="#ffd43b"/><path d="M390 320 q20 -40 50 -30" stroke="#2b9348" stroke-width="10" fill="none"/>',
);

async function store(ctx: Ctx, folder: 'groups' | 'group-posts', svg: string) {
  const key = `${folder}/${randomBytes(16).toString('hex')}.webp`;
  await ctx.storage.put(key, await sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer());
  return key;
}

/** Windows and dates on the whole hour, as a moderator would set them. */
const hour = () => Math.floor(Date.now() / HOUR) * HOUR;
const ago = (ms: number) => new Date(hour() - ms);
const later = (ms: number) => new Date(hour() + ms);

export async function seedGroups(ctx: Ctx) {
  const db = ctx.db;
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        DEMO_ADMIN_EMAIL,
        DEMO_MEMBER_EMAIL,
        'kenta.murakami@example.com',
        'misaki.okamoto@example.com',
        'sho.takahashi@example.com',
        'yumiko.fujii@example.com',
        'daisuke.matsumoto@example.com',
        'sakura.nakamura@example.com',
        'makoto.kobayashi@example.com',
        'aoi.yamamoto@example.com',
        'koji.kato@example.com',
        'emily.miller@example.com',
        'james.brown@example.com',
      ]),
    );
  const by = new Map(people.map((p) => [p.email, p.id]));
  const id = (email: string) => by.get(email)!;
  if (people.length < 13) return;
  const admin = id(DEMO_ADMIN_EMAIL);
  const haruka = id(DEMO_MEMBER_EMAIL);
  const kenta = id('kenta.murakami@example.com');
  const misaki = id('misaki.okamoto@example.com');
  const sho = id('sho.takahashi@example.com');
  const yumiko = id('yumiko.fujii@example.com');
  const daisuke = id('daisuke.matsumoto@example.com');
  const sakura = id('sakura.nakamura@example.com');
  const makoto = id('makoto.kobayashi@example.com');
  const aoi = id('aoi.yamamoto@example.com');
  const koji = id('koji.kato@example.com');
  const emily = id('emily.miller@example.com');
  const james = id('james.brown@example.com');

  const [food, bike] = await db
    .insert(groups)
    .values([
      {
        name: '瀬戸内の食と旅 研究会',
        description:
          '<p>瀬戸内の港町や島々の「食」と「旅」を語り合う、どなたでも参加できるコミュニティです。地元の朝ごはん、旬の魚、レモンや柑橘、フェリーでの島めぐりのコツなど、写真とともに気軽に投稿してください。</p>' +
          '<p>投稿は日本語でも英語でも歓迎です。海外から瀬戸内を訪れた会員の方も、旅の思い出をお寄せください。</p>',
        imageKey: await store(ctx, 'groups', IMAGE_FOOD),
        bannerKey: await store(ctx, 'groups', BANNER_FOOD),
        visibility: 'public',
        searchable: true,
        mrocEnabled: false,
        moderatorId: kenta,
        contactName: '瀬戸内の食と旅 研究会 事務局',
        contactEmail: 'food-travel@example.com',
        contactInfo: '平日 10:00〜17:00 にお返事します。',
        status: 'published',
        createdById: admin,
        createdAt: ago(60 * DAY),
      },
      {
        name: 'しまなみ海道 サイクリング調査 2026',
        description:
          '<p>しまなみ海道を走ったことのある会員の皆さまにご協力いただく、招待制のリサーチコミュニティ（MROC）です。トピックごとに回答期間があり、ご自身が投稿したあとにほかの参加者の投稿が見られるようになります。</p>' +
          '<p>いただいた声は、サイクリストにやさしい休憩所や案内表示づくりに役立てます。</p>',
        imageKey: await store(ctx, 'groups', IMAGE_BIKE),
        bannerKey: await store(ctx, 'groups', BANNER_BIKE),
        visibility: 'private',
        searchable: false,
        mrocEnabled: true,
        moderatorId: misaki,
        contactName: '観光リサーチ担当 岡本',
        contactEmail: 'research@example.com',
        contactInfo: 'ご不明点はメールでお問い合わせください。',
        status: 'published',
        createdById: admin,
        createdAt: ago(30 * DAY),
      },
    ])
    .returning();

  const member = (
    groupId: number,
    userId: number,
    role: GroupRole,
    state: GroupMemberState,
    daysAgo: number,
    pinned = false,
  ) => ({
    groupId,
    userId,
    role,
    state,
    pinned,
    invitedById: admin,
    invitedAt: ago((daysAgo + 1) * DAY),
    joinedAt: state === 'joined' ? ago(daysAgo * DAY) : null,
  });
  await db
    .insert(groupMembers)
    .values([
      member(food!.id, kenta, 'moderator', 'joined', 58),
      member(food!.id, haruka, 'participant', 'joined', 40, true),
      member(food!.id, misaki, 'participant', 'joined', 35),
      member(food!.id, emily, 'participant', 'joined', 20),
      member(food!.id, yumiko, 'viewer', 'joined', 18),
      member(food!.id, koji, 'participant', 'joined', 15),
      member(food!.id, james, 'participant', 'invited', 2),
      member(bike!.id, misaki, 'moderator', 'joined', 29),
      member(bike!.id, haruka, 'participant', 'joined', 25),
      member(bike!.id, sho, 'participant', 'joined', 25),
      member(bike!.id, daisuke, 'participant', 'joined', 24),
      member(bike!.id, emily, 'participant', 'joined', 22),
      member(bike!.id, sakura, 'viewer', 'joined', 21),
      member(bike!.id, makoto, 'participant', 'invited', 3),
      member(bike!.id, aoi, 'viewer', 'invited', 1),
    ]);

  const topic = async (values: typeof groupTopics.$inferInsert) =>
    (await db.insert(groupTopics).values(values).returning())[0]!;
  const foodMain = await topic({
    groupId: food!.id,
    title: 'おすすめの港町グルメ',
    body: '<p>最近食べておいしかった港町の一皿を教えてください。</p>',
    opensAt: ago(14 * DAY),
    closesAt: later(60 * DAY),
    status: 'published',
    position: 1,
    createdById: kenta,
    openingMailedAt: ago(14 * DAY),
  });
  const foodSub = await topic({
    groupId: food!.id,
    parentId: foodMain.id,
    title: '柑橘スイーツ特集',
    body: '<p>レモンやみかんを使ったスイーツの情報はこちらへ。</p>',
    opensAt: ago(7 * DAY),
    closesAt: later(30 * DAY),
    status: 'published',
    position: 1,
    createdById: kenta,
    openingMailedAt: ago(7 * DAY),
  });
  const intro = await topic({
    groupId: bike!.id,
    title: '第0回：自己紹介',
    body: '<p>しまなみ海道を走った時期と、使った自転車を教えてください。</p>',
    opensAt: ago(20 * DAY),
    closesAt: ago(13 * DAY),
    status: 'published',
    position: 1,
    createdById: misaki,
    openingMailedAt: ago(20 * DAY),
  });
  const breakfast = await topic({
    groupId: bike!.id,
    title: '第1回：島の朝ごはん',
    body: '<p>走る前に食べた朝ごはんを、写真つきで教えてください。</p>',
    opensAt: ago(2 * DAY),
    closesAt: later(5 * DAY),
    status: 'published',
    position: 2,
    createdById: misaki,
    openingMailedAt: ago(2 * DAY),
  });
  const breakfastPoll = await topic({
    groupId: bike!.id,
    parentId: breakfast.id,
    title: '投票：朝ごはんは和食派？洋食派？',
    body: '<p>投票とコメントでお答えください。</p>',
    opensAt: ago(2 * DAY),
    closesAt: later(5 * DAY),
    status: 'published',
    position: 1,
    createdById: misaki,
    openingMailedAt: ago(2 * DAY),
  });
  await topic({
    groupId: bike!.id,
    title: '第2回：走ったあとに食べたいもの',
    body: '<p>ゴールのあとに食べたいものは？</p>',
    opensAt: later(3 * DAY + 2 * HOUR),
    closesAt: later(10 * DAY),
    status: 'published',
    position: 3,
    createdById: misaki,
  });

  const post = async (
    topicId: number,
    groupId: number,
    authorId: number,
    body: string,
    hoursAgo: number,
  ) =>
    (
      await db
        .insert(groupPosts)
        .values({
          groupId,
          topicId,
          authorId,
          body,
          createdAt: ago(hoursAgo * HOUR),
          updatedAt: ago(hoursAgo * HOUR),
        })
        .returning()
    )[0]!;

  // The public circle.
  const p1 = await post(
    foodMain.id,
    food!.id,
    haruka,
    '尾道の商店街で食べた「でべら」の炙りが最高でした。港のそばの食堂で、朝から地元の方でにぎわっていました。',
    120,
  );
  const p2 = await post(
    foodMain.id,
    food!.id,
    emily,
    'The grilled octopus at Mihara port was amazing — tender, smoky, and served with a squeeze of local lemon.',
    96,
  );
  const p3 = await post(
    foodSub.id,
    food!.id,
    misaki,
    '生口島のレモンケーキ、しっとりしていてお土産にぴったりです。島の港で買えます。',
    40,
  );
  const p4 = await post(
    foodMain.id,
    food!.id,
    kenta,
    '次のオフ会で行きたいお店を投票で決めましょう！',
    30,
  );
  await db
    .insert(groupPostImages)
    .values([
      { postId: p3.id, imageKey: await store(ctx, 'group-posts', PHOTO_LEMON), position: 0 },
    ]);
  await db.insert(groupPolls).values({
    postId: p4.id,
    question: '次のオフ会の場所は？',
    multiple: false,
    options: ['尾道', '鞆の浦', '宮島'],
  });
  await db.insert(groupPollBallots).values([
    { postId: p4.id, userId: haruka, choices: [0] },
    { postId: p4.id, userId: misaki, choices: [1] },
    { postId: p4.id, userId: emily, choices: [0] },
  ]);

  // The MROC study: answers in the closed round and the open one.
  await post(
    intro.id,
    bike!.id,
    haruka,
    '去年の秋にクロスバイクで走りました。尾道から今治まで2日かけました。',
    400,
  );
  await post(
    intro.id,
    bike!.id,
    sho,
    'ロードバイクで日帰り往復しました。向かい風の大三島橋がきつかったです。',
    390,
  );
  await post(
    intro.id,
    bike!.id,
    emily,
    'I rented an e-bike in Onomichi last spring and rode to Imabari in one day.',
    380,
  );
  const b1 = await post(
    breakfast.id,
    bike!.id,
    haruka,
    '向島の朝市で買ったおにぎりと、はっさくのジュース。走る前にちょうどいい量でした。',
    30,
  );
  const b2 = await post(
    breakfast.id,
    bike!.id,
    sho,
    'ゲストハウスの朝食で、しらす丼と味噌汁をいただきました。',
    20,
  );
  await post(
    breakfast.id,
    bike!.id,
    emily,
    'Toast with Setoda lemon marmalade and a strong coffee at a café by the pier.',
    10,
  );
  await db
    .insert(groupPostImages)
    .values([
      { postId: b1.id, imageKey: await store(ctx, 'group-posts', PHOTO_BREAKFAST), position: 0 },
    ]);
  const vote = await post(
    breakfastPoll.id,
    bike!.id,
    misaki,
    '走る日の朝ごはんは、どちら派ですか？理由もコメントで教えてください。',
    44,
  );
  await db.insert(groupPolls).values({
    postId: vote.id,
    question: '走る日の朝ごはんは？',
    multiple: false,
    options: ['和食', '洋食', '食べない'],
  });
  await post(
    breakfastPoll.id,
    bike!.id,
    haruka,
    '和食派です。おにぎりと味噌汁があれば、坂道も頑張れます。',
    26,
  );
  await db.insert(groupPollBallots).values([
    { postId: vote.id, userId: haruka, choices: [0] },
    { postId: vote.id, userId: sho, choices: [0] },
    { postId: vote.id, userId: emily, choices: [1] },
  ]);

  // Comments (one reply level) and likes, with the counters kept on the rows.
  const comment = async (postId: number, authorId: number, body: string, parentId?: number) =>
    (
      await db
        .insert(groupComments)
        .values({ postId, authorId, body, parentId: parentId ?? null })
        .returning()
    )[0]!;
  const c1 = await comment(
    p1.id,
    misaki,
    'でべら、気になっていました！お店の名前を教えてください。',
  );
  await comment(
    p1.id,
    haruka,
    '商店街の東の端にある「港食堂」です。朝7時から開いています。',
    c1.id,
  );
  await comment(p2.id, kenta, 'Great find! The octopus season peaks in summer.');
  const c4 = await comment(
    b1.id,
    misaki,
    '朝市の様子がよく伝わる写真ですね。何時ごろ行きましたか？',
  );
  await comment(b1.id, haruka, '7時半ごろです。地元の方が多かったです。', c4.id);
  await comment(b2.id, haruka, 'しらす丼、うらやましいです！');
  const counts: [number, number][] = [
    [p1.id, 2],
    [p2.id, 1],
    [b1.id, 2],
    [b2.id, 1],
  ];
  for (const [postId, n] of counts)
    await db
      .update(groupPosts)
      .set({ commentCount: n })
      .where(inArray(groupPosts.id, [postId]));

  const likes: [number, number[]][] = [
    [p1.id, [misaki, emily, kenta]],
    [p2.id, [haruka, misaki]],
    [p3.id, [haruka, emily, yumiko]],
    [b1.id, [sho, emily, misaki]],
    [b2.id, [haruka]],
  ];
  for (const [postId, who] of likes) {
    await db.insert(groupPostLikes).values(who.map((userId) => ({ postId, userId })));
    await db
      .update(groupPosts)
      .set({ likeCount: who.length })
      .where(inArray(groupPosts.id, [postId]));
  }
  await db.insert(groupCommentLikes).values([{ commentId: c1.id, userId: haruka }]);
  await db
    .update(groupComments)
    .set({ likeCount: 1 })
    .where(inArray(groupComments.id, [c1.id]));
}
