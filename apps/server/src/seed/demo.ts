// Demo data for a fresh embedded database: an admin, members in Japanese, English and the
// other content languages, and the verification mails of the provisional ones in the outbox.
// Later features add their own demo content here.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  commentReactions,
  comments,
  postCategories,
  postReactions,
  posts,
  users,
} from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';
import { sendVerification } from '../modules/auth/service';
import { seedOrganizations } from './demo-organizations';
import { seedSendouts, type SendoutSeedCtx } from './sendouts';
import { seedCampaigns } from './demo-campaigns';
import { seedOffers } from './demo-offers';
import { seedGroups } from './demo-groups';
import { excerptOf, sanitizePostHtml } from '../modules/posts/sanitize';
import { hashPassword } from '../lib/passwords';
import { newReferralCode } from '../lib/referral-code';
import { movePoints, onceKey } from '../modules/points/ledger';
import { PROFILE_QUESTIONS } from '../modules/profile/default-questions';
import { ensureQuestions, loadQuestions, saveAnswers } from '../modules/profile/queries';
import { PROFILE_SURVEY } from '../modules/profile/service';
import { findAddresses } from '../modules/reference/addresses';
import { ensureRewards } from '../modules/rewards/default-rewards';
import { listActiveRewards } from '../modules/rewards/queries';
import { approveRequests, completeRequest, redeem } from '../modules/rewards/service';

export const DEMO_ADMIN = { email: 'admin@example.jp', password: 'Setouchi2026' };
export const DEMO_MEMBER = { email: 'haruka.shimada@example.jp', password: 'Fanclub2026' };

type DemoMember = {
  lastName: string;
  firstName: string;
  nickname: string;
  email: string;
  yearOfBirth: number;
  gender: 'GD01' | 'GD02' | 'GD00';
  mainLanguage: 'ja' | 'en' | 'zh' | 'ko' | 'th' | 'tw';
  postalCode?: string;
  status?: 'active' | 'provisional' | 'cancelled' | 'unsubscribed';
  isBlocked?: boolean;
  canPost?: boolean;
};

const MEMBERS: DemoMember[] = [
  {
    lastName: '島田',
    firstName: '遥',
    nickname: 'しまなみ遥',
    email: DEMO_MEMBER.email,
    yearOfBirth: 1992,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7220035',
    canPost: true,
  },
  {
    lastName: '村上',
    firstName: '健太',
    nickname: '尾道ケンタ',
    email: 'kenta.murakami@example.jp',
    yearOfBirth: 1985,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7220022',
  },
  {
    lastName: '岡本',
    firstName: '美咲',
    nickname: '直島アート好き',
    email: 'misaki.okamoto@example.jp',
    yearOfBirth: 1998,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7613110',
  },
  {
    lastName: '高橋',
    firstName: '翔',
    nickname: 'サイクリスト翔',
    email: 'sho.takahashi@example.jp',
    yearOfBirth: 1990,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7940022',
  },
  {
    lastName: '藤井',
    firstName: '由美子',
    nickname: 'うどん県民ゆみこ',
    email: 'yumiko.fujii@example.jp',
    yearOfBirth: 1968,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7600017',
  },
  {
    lastName: '松本',
    firstName: '大輔',
    nickname: '瀬戸の釣り人',
    email: 'daisuke.matsumoto@example.jp',
    yearOfBirth: 1975,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7080841',
  },
  {
    lastName: '中村',
    firstName: 'さくら',
    nickname: '小豆島さくら',
    email: 'sakura.nakamura@example.jp',
    yearOfBirth: 2001,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7614421',
  },
  {
    lastName: '小林',
    firstName: '誠',
    nickname: '宮島まこと',
    email: 'makoto.kobayashi@example.jp',
    yearOfBirth: 1963,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7390588',
  },
  {
    lastName: '山本',
    firstName: '葵',
    nickname: 'レモン島あおい',
    email: 'aoi.yamamoto@example.jp',
    yearOfBirth: 1995,
    gender: 'GD00',
    mainLanguage: 'ja',
    postalCode: '7222413',
  },
  {
    lastName: '井上',
    firstName: '拓海',
    nickname: '倉敷たくみ',
    email: 'takumi.inoue@example.jp',
    yearOfBirth: 1988,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7100046',
    status: 'provisional',
  },
  {
    lastName: '渡辺',
    firstName: '真理',
    nickname: '道後のまり',
    email: 'mari.watanabe@example.jp',
    yearOfBirth: 1980,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7900842',
  },
  {
    lastName: '加藤',
    firstName: '浩二',
    nickname: 'みかん農家こうじ',
    email: 'koji.kato@example.jp',
    yearOfBirth: 1958,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7994101',
    isBlocked: true,
  },
  {
    lastName: '吉田',
    firstName: '彩',
    nickname: 'あやの島旅',
    email: 'aya.yoshida@example.jp',
    yearOfBirth: 1999,
    gender: 'GD02',
    mainLanguage: 'ja',
    status: 'unsubscribed',
  },
  {
    lastName: '佐々木',
    firstName: '隆',
    nickname: '鞆の浦たかし',
    email: 'takashi.sasaki@example.jp',
    yearOfBirth: 1972,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7200201',
    status: 'cancelled',
  },
  {
    lastName: 'Miller',
    firstName: 'Emily',
    nickname: 'EmilyInSetouchi',
    email: 'emily.miller@example.com',
    yearOfBirth: 1991,
    gender: 'GD02',
    mainLanguage: 'en',
  },
  {
    lastName: 'Brown',
    firstName: 'James',
    nickname: 'IslandHopperJames',
    email: 'james.brown@example.com',
    yearOfBirth: 1984,
    gender: 'GD01',
    mainLanguage: 'en',
  },
  {
    lastName: 'Dubois',
    firstName: 'Claire',
    nickname: 'ClaireArtTrip',
    email: 'claire.dubois@example.com',
    yearOfBirth: 1994,
    gender: 'GD02',
    mainLanguage: 'en',
  },
  {
    lastName: 'Chen',
    firstName: 'Wei',
    nickname: '陳偉の旅',
    email: 'wei.chen@example.com',
    yearOfBirth: 1989,
    gender: 'GD01',
    mainLanguage: 'zh',
  },
  {
    lastName: 'Kim',
    firstName: 'Minji',
    nickname: '민지트래블',
    email: 'minji.kim@example.com',
    yearOfBirth: 1997,
    gender: 'GD02',
    mainLanguage: 'ko',
  },
  {
    lastName: 'Srisuk',
    firstName: 'Nattaya',
    nickname: 'NattayaJapanTrip',
    email: 'nattaya.srisuk@example.com',
    yearOfBirth: 1993,
    gender: 'GD02',
    mainLanguage: 'th',
  },
  {
    lastName: 'Lin',
    firstName: 'Yu-Ting',
    nickname: '林雨婷',
    email: 'yuting.lin@example.com',
    yearOfBirth: 1996,
    gender: 'GD02',
    mainLanguage: 'tw',
    status: 'provisional',
  },
];

export type SeedResult = {
  adminEmail: string;
  adminPassword: string;
  memberEmail: string;
  memberPassword: string;
};

/** Loads the demo data when the database has no account yet; returns the logins, or undefined. */
export async function seedDemoIfEmpty(ctx: SendoutSeedCtx): Promise<SeedResult | undefined> {
  const { db } = ctx;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return undefined;
  const [adminHash, memberHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_MEMBER.password),
  ]);
  const now = Date.now();
  const day = 86_400_000;
  await db.insert(users).values([
    {
      email: DEMO_ADMIN.email,
      passwordHash: adminHash,
      lastName: '事務局',
      firstName: '瀬戸内',
      nickname: 'ファンクラブ事務局',
      yearOfBirth: 1980,
      gender: 'GD00',
      mainLanguage: 'ja',
      status: 'active',
      isAdmin: true,
      canPost: true,
      referralCode: newReferralCode(),
      termsConsentedAt: new Date(now - 400 * day),
      accountSettingUpdatedAt: new Date(now - 400 * day),
      emailVerifiedAt: new Date(now - 400 * day),
      createdAt: new Date(now - 400 * day),
    },
    ...MEMBERS.map((m, i) => {
      const joined = new Date(now - (MEMBERS.length - i) * 9 * day);
      const status = m.status ?? 'active';
      const address = m.postalCode ? findAddresses(m.postalCode)[0] : undefined;
      return {
        email: m.email,
        passwordHash: memberHash,
        lastName: m.lastName,
        firstName: m.firstName,
        nickname: m.nickname,
        yearOfBirth: m.yearOfBirth,
        gender: m.gender,
        mainLanguage: m.mainLanguage,
        postalCode: m.postalCode ?? null,
        prefecture: address?.prefectureCode ?? null,
        city: address?.city ?? null,
        // CT001 is Japan: every demo member lives there; the English speakers are from abroad.
        countryOfResidence: 'CT001',
        nationality: m.mainLanguage === 'ja' ? 'CT001' : null,
        newsletterConsent: i % 3 !== 2,
        surveyConsent: i % 4 !== 3,
        status,
        isBlocked: m.isBlocked ?? false,
        canPost: m.canPost ?? false,
        referralCode: newReferralCode(),
        termsConsentedAt: joined,
        accountSettingUpdatedAt: joined,
        emailVerifiedAt: status === 'provisional' ? null : joined,
        lastLoginAt: status === 'active' ? new Date(now - (i % 7) * day) : null,
        createdAt: joined,
      };
    }),
  ]);
  const provisional = await db.select().from(users).where(eq(users.status, 'provisional'));
  for (const user of provisional) await sendVerification(ctx, db, user);
  await seedPoints(ctx);
  await seedExchanges(ctx);
  await seedPosts(ctx);
  await seedSendouts(ctx);
  await seedCampaigns(ctx);
  await seedOffers(ctx);
  await seedGroups(ctx);
  await seedOrganizations(db);
  // Keep last: it talks about the posts seeded before it.
  await seedConversation(ctx);
  return {
    adminEmail: DEMO_ADMIN.email,
    adminPassword: DEMO_ADMIN.password,
    memberEmail: DEMO_MEMBER.email,
    memberPassword: DEMO_MEMBER.password,
  };
}

/**
 * Points go through the ledger like everywhere else: every other active member (and the demo
 * member) has answered the first survey, and the demo member joined the opening campaign.
 */
async function seedPoints(ctx: Ctx) {
  const { db, config } = ctx;
  await ensureQuestions(db, PROFILE_SURVEY, PROFILE_QUESTIONS);
  const questions = await loadQuestions(db, PROFILE_SURVEY);
  const active = await db.select().from(users).where(eq(users.status, 'active'));
  for (const [i, user] of active.entries()) {
    const isDemoMember = user.email === DEMO_MEMBER.email;
    if (user.isAdmin || (!isDemoMember && i % 2 === 1)) continue;
    await saveAnswers(
      db,
      user.id,
      questions.map((q, n) => ({
        questionId: q.id,
        optionIds:
          q.type === 'single'
            ? [q.options[(i + n) % q.options.length]!.id]
            : q.type === 'multiple'
              ? q.options.filter((_, k) => (k + i) % 3 === 0).map((o) => o.id)
              : [],
        textValue:
          q.type === 'text' && isDemoMember
            ? '尾道の千光寺から眺める夕暮れの海が大好きです。'
            : null,
        numberValue: q.type === 'number' ? String(1 + (i % 3)) : null,
      })),
    );
    await db
      .update(users)
      .set({ profileSurveyCompletedAt: user.createdAt })
      .where(eq(users.id, user.id));
    if (config.firstSurveyPoints > 0) {
      await movePoints(db, {
        userId: user.id,
        type: 'PC02',
        points: config.firstSurveyPoints,
        description: 'ledger.first_survey',
        idempotencyKey: onceKey.firstSurvey(user.id),
      });
    }
    if (isDemoMember) {
      await movePoints(db, {
        userId: user.id,
        type: 'ADJUST',
        points: 500,
        description: '開港記念キャンペーン参加特典 / Port opening campaign bonus',
        idempotencyKey: `ADJUST:demo:${user.id}`,
      });
    }
  }
}

/**
 * A few exchange requests so /admin/exchange is not empty: other demo members were given
 * points (ADJUST) and exchanged them through the same service as the screen, so every balance
 * still equals its ledger.
 */
async function seedExchanges(ctx: Ctx) {
  const { db } = ctx;
  await ensureRewards(db);
  const rewardRows = await listActiveRewards(db);
  const rewardOf = (type: string) => rewardRows.find((r) => r.type === type)!;
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN.email));
  const plan: Array<{
    email: string;
    type: 'amazon' | 'paypal' | 'donation';
    amount: number;
    paypalEmail?: string;
    complete?: string;
  }> = [
    {
      email: 'kenta.murakami@example.jp',
      type: 'amazon',
      amount: 500,
      complete: 'AQ7K-22PLM9-XW4TB',
    },
    { email: 'sho.takahashi@example.jp', type: 'amazon', amount: 300 },
    {
      email: 'emily.miller@example.com',
      type: 'paypal',
      amount: 1500,
      paypalEmail: 'emily.miller@example.com',
    },
    { email: 'misaki.okamoto@example.jp', type: 'donation', amount: 100 },
  ];
  for (const item of plan) {
    const [member] = await db.select().from(users).where(eq(users.email, item.email));
    if (!member || !admin) continue;
    await movePoints(db, {
      userId: member.id,
      type: 'ADJUST',
      points: item.amount + 200,
      description: '瀬戸内アンケートキャンペーン特典 / Setouchi survey campaign bonus',
      idempotencyKey: `ADJUST:demo-exchange:${member.id}`,
      createdById: admin.id,
    });
    const { row } = await redeem(ctx, member, rewardOf(item.type).id, {
      amount: item.amount,
      paypalEmail: item.paypalEmail,
    });
    if (item.complete) {
      await approveRequests(ctx, admin, [row.request.id]);
      await completeRequest(ctx, admin, row.request.id, item.complete);
    }
  }
}

/** Demo comments: [author index, text, replies as [author index, text]]. */
const CONVERSATION: Array<[number, string, Array<[number, string]>]> = [
  [
    0,
    'しまなみ海道、先月自転車で走りました！来島海峡大橋からの眺めは何度見ても感動します。',
    [
      [3, '分かります！朝の時間帯は風も穏やかで最高ですよね。'],
      [0, '次は朝に走ってみます。おすすめの休憩スポットはありますか？'],
    ],
  ],
  [
    1,
    '尾道ラーメンを食べに行くついでに、猫の細道も歩いてきました。\n坂が多いので歩きやすい靴がおすすめです。',
    [[6, '猫の細道、いいですよね。千光寺からの夕焼けもぜひ！']],
  ],
  [
    14,
    'Visited Naoshima last spring and the Chichu Art Museum was unforgettable. Thanks for the tips!',
    [[2, 'Welcome! 豊島美術館もおすすめですよ。Teshima is just a short ferry ride away.']],
  ],
  [4, '香川のうどん巡り、3日で12軒まわりました。いりこ出汁の違いが楽しいです。', []],
  [
    7,
    '宮島の鹿にせんべいを取られないよう気をつけてください（笑）',
    [[11, '紙の地図を食べられたことがあります…']],
  ],
  [
    15,
    'Is the ferry from Uno port easy to use without speaking Japanese?',
    [[0, 'Yes! The ticket machines have English, and the staff are very kind.']],
  ],
];

const COMMENT_REACTIONS = ['like', 'love', 'haha', 'wow', 'like', 'love'] as const;

/**
 * Comments, replies and reactions by active demo members on the newest published posts (if
 * any were seeded); the posts' and comments' counters are recounted from the rows at the end.
 */
export async function seedConversation(ctx: Ctx) {
  const { db } = ctx;
  const live = await db
    .select({ id: posts.id, publishAt: posts.publishAt, createdAt: posts.createdAt })
    .from(posts)
    .where(
      sql`${posts.status} = 'published' and coalesce(${posts.publishAt}, ${posts.createdAt}) <= now()`,
    )
    .orderBy(desc(sql`coalesce(${posts.publishAt}, ${posts.createdAt})`))
    .limit(4);
  if (live.length === 0) return;
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.isBlocked, false), eq(users.isAdmin, false)))
    .orderBy(asc(users.id));
  if (members.length === 0) return;
  const member = (i: number) => members[i % members.length]!.id;
  const now = Date.now();
  const hour = 3_600_000;

  for (const [p, post] of live.entries()) {
    const start = (post.publishAt ?? post.createdAt).getTime();
    const span = Math.max(now - start, 6 * hour);
    const at = (step: number) => new Date(start + (span * step) / 20);
    // Each post gets a different slice of the conversation (all of it for the newest).
    const slice = p === 0 ? CONVERSATION : CONVERSATION.slice(p, p + 3);
    let step = 1;
    for (const [c, [author, text, replies]] of slice.entries()) {
      const [root] = await db
        .insert(comments)
        .values({
          postId: post.id,
          userId: member(author + p),
          body: text,
          createdAt: at(step),
          updatedAt: at(step),
        })
        .returning({ id: comments.id });
      step += 1;
      for (const [replyAuthor, replyText] of replies) {
        await db.insert(comments).values({
          postId: post.id,
          userId: member(replyAuthor + p),
          parentId: root!.id,
          body: replyText,
          createdAt: at(step),
          updatedAt: at(step),
        });
        step += 1;
      }
      const likers = members.slice(0, (c * 3 + p) % 6);
      if (likers.length > 0)
        await db.insert(commentReactions).values(
          likers.map((m, i) => ({
            commentId: root!.id,
            userId: m.id,
            type: COMMENT_REACTIONS[(i + c) % COMMENT_REACTIONS.length]!,
          })),
        );
    }
    const reactors = members.slice(0, Math.max(3, members.length - p * 4));
    await db.insert(postReactions).values(
      reactors.map((m, i) => ({
        postId: post.id,
        userId: m.id,
        type: (['like', 'love', 'like', 'wow', 'haha', 'like', 'love', 'sad'] as const)[
          (i + p) % 8
        ]!,
        createdAt: at(2 + (i % 15)),
      })),
    );
  }
  const ids = live.map((post) => post.id);
  await db
    .update(posts)
    .set({
      commentCount: sql`(select count(*) from ${comments} where ${comments.postId} = ${posts.id} and ${comments.deletedAt} is null)`,
      reactionCount: sql`(select count(*) from ${postReactions} where ${postReactions.postId} = ${posts.id})`,
    })
    .where(inArray(posts.id, ids));
  await db
    .update(comments)
    .set({
      reactionCount: sql`(select count(*) from ${commentReactions} where ${commentReactions.commentId} = ${comments.id})`,
    })
    .where(inArray(comments.postId, ids));
}

const DEMO_CATEGORIES = [
  { nameJa: '観光スポット', nameEn: 'Sightseeing' },
  { nameJa: 'グルメ', nameEn: 'Food' },
  { nameJa: 'イベント', nameEn: 'Events' },
  { nameJa: '島めぐり', nameEn: 'Island hopping' },
  { nameJa: 'お知らせ', nameEn: 'News' },
];

type DemoPost = {
  title: string;
  html: string;
  categories: number[];
  /** Days from now (negative = past). */
  day: number;
  status?: 'draft' | 'published';
  audience?:
    { type: 'all' } | { type: 'custom'; ageMin: number; ageMax: number; prefectures: string[] };
  byMember?: boolean;
};

const DEMO_POSTS: DemoPost[] = [
  {
    title: '尾道の桜の名所めぐり｜千光寺公園から見る春の瀬戸内',
    html: '<h2>千光寺公園</h2><p>尾道の桜といえば、まずは<strong>千光寺公園</strong>。約1,500本の桜と、尾道水道を行き交う船を一望できます。ロープウェイで山頂へ上り、坂道を歩いて下るのがおすすめです。</p><h3>見頃</h3><ul><li>例年3月下旬〜4月上旬</li><li>夜はぼんぼりが灯り、夜桜も楽しめます</li></ul><p>Cherry blossoms at Senkoji Park usually peak in early April. Take the ropeway up and walk down through the temple lanes.</p>',
    categories: [0, 2],
    day: -40,
  },
  {
    title: 'しまなみ海道サイクリング完全ガイド',
    html: '<p>広島県尾道市と愛媛県今治市を結ぶ<strong>しまなみ海道</strong>は、全長約70kmのサイクリングロード。6つの島と7つの橋を渡ります。</p><h3>はじめての方へ</h3><ol><li>レンタサイクルは尾道・今治の両端で借りられます（乗り捨て可）</li><li>路面の青いラインをたどれば迷いません</li><li>来島海峡大橋からの眺めは必見です</li></ol><blockquote><p>無理をせず、途中の島で一泊するのもおすすめです。</p></blockquote><p>Details: <a href="https://shimanami-cycle.or.jp/">Shimanami Cycling</a></p>',
    categories: [0, 3],
    day: -30,
  },
  {
    title: '直島アート散歩｜地中美術館と草間彌生の「南瓜」',
    html: '<p>香川県の<strong>直島</strong>は「アートの島」として世界中から旅行者が訪れます。</p><ul><li>地中美術館：モネの「睡蓮」を自然光で鑑賞</li><li>宮浦港の「赤かぼちゃ」、つつじ荘近くの「南瓜」</li><li>家プロジェクト：本村地区の古民家がアート作品に</li></ul><p>Naoshima is a short ferry ride from Uno port (Okayama) or Takamatsu. Booking the Chichu Art Museum online in advance is recommended.</p>',
    categories: [0, 3],
    day: -21,
  },
  {
    title: '冬の味覚、広島の牡蠣がいよいよ旬です',
    html: '<p>11月から2月にかけて、広島湾の<strong>牡蠣</strong>が旬を迎えます。焼き牡蠣、カキフライ、土手鍋…どれも絶品です。</p><h3>楽しみ方</h3><ul><li>宮島・表参道商店街の焼き牡蠣</li><li>呉・音戸エリアの牡蠣小屋</li></ul><p>地元の方おすすめのお店は、ぜひコメントで教えてください！</p>',
    categories: [1],
    day: -12,
  },
  {
    title: '香川の讃岐うどん、はしご旅のすすめ',
    html: '<p>「うどん県」香川では、一杯200円台からの名店がたくさん。朝から営業するお店も多く、1日3〜4軒のはしごも珍しくありません。</p><p>セルフ店では、麺を受け取ってから天ぷらやおでんを自分で取るのが流儀です。</p>',
    categories: [1],
    day: -8,
    byMember: true,
  },
  {
    title: '【東京在住の20〜30代の方へ】瀬戸内移住相談会のご案内',
    html: '<p>東京・有楽町で<strong>瀬戸内への移住・二拠点生活</strong>の相談会を開きます。先輩移住者のお話や、仕事・住まいの個別相談もできます。</p><ul><li>会場：東京交通会館（有楽町）</li><li>参加無料・予約制</li></ul>',
    categories: [2, 4],
    day: -3,
    audience: { type: 'custom', ageMin: 20, ageMax: 39, prefectures: ['JPPRF13'] },
  },
  {
    title: '瀬戸内国際芸術祭 ボランティア募集（予告）',
    html: '<p>次回の瀬戸内国際芸術祭で、作品の受付や案内をしてくださるボランティア「こえび隊」を募集します。詳細は公開日にお知らせします。</p>',
    categories: [2, 4],
    day: 7,
  },
  {
    title: '（下書き）小豆島オリーブ収穫体験レポート',
    html: '<p>小豆島のオリーブ園で収穫体験をしてきました。写真を追加して公開予定です。</p>',
    categories: [3],
    day: -1,
    status: 'draft',
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
    const contents = sanitizePostHtml(p.html);
    const byMember = p.byMember && poster;
    const [row] = await db
      .insert(posts)
      .values({
        authorId: byMember ? poster.id : (admin?.id ?? null),
        kind: byMember ? 'member' : 'admin',
        title: p.title,
        contents,
        excerpt: excerptOf(contents),
        status: p.status ?? 'published',
        publishAt: p.status === 'draft' ? null : at,
        audience: p.audience ?? { type: 'all' },
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
