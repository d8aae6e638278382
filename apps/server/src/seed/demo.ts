// Demo data for a fresh embedded database: an admin, members in Japanese, English and the
// other content languages (all at reserved example.com addresses), and the verification mails
// of the provisional ones in the outbox (quiet-mail.ts: never sent, even with SMTP_URL).
// Later features add their own demo content here.
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { ServiceContext as Ctx } from '../lib/context';
import { sendVerification } from '../modules/auth/service';
import { seedOrganizations } from './demo-organizations';
import { seedSendouts, type SendoutSeedCtx } from './sendouts';
import { seedSuppressions } from './demo-suppressions';
import { withOutboxOnly } from './quiet-mail';
import { seedCampaigns } from './demo-campaigns';
import { seedPanelHistory } from './demo-panel-history';
import { seedOffers } from './demo-offers';
import { seedGroups } from './demo-groups';
import { seedMonthlyPoints, spreadPointDates } from './demo-points';
import { seedPosts } from './demo-posts';
import { seedConversation } from './demo-post-talk';
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

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Setouchi2026' };
export const DEMO_MEMBER = { email: 'haruka.shimada@example.com', password: 'Fanclub2026' };
/** A member who reads in English (every demo member has the demo member's password). */
export const DEMO_MEMBER_EN = { email: 'emily.miller@example.com', password: 'Fanclub2026' };

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
    email: 'kenta.murakami@example.com',
    yearOfBirth: 1985,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7220022',
  },
  {
    lastName: '岡本',
    firstName: '美咲',
    nickname: '直島アート好き',
    email: 'misaki.okamoto@example.com',
    yearOfBirth: 1998,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7613110',
  },
  {
    lastName: '高橋',
    firstName: '翔',
    nickname: 'サイクリスト翔',
    email: 'sho.takahashi@example.com',
    yearOfBirth: 1990,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7940022',
  },
  {
    lastName: '藤井',
    firstName: '由美子',
    nickname: 'うどん県民ゆみこ',
    email: 'yumiko.fujii@example.com',
    yearOfBirth: 1968,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7600017',
  },
  {
    lastName: '松本',
    firstName: '大輔',
    nickname: '瀬戸の釣り人',
    email: 'daisuke.matsumoto@example.com',
    yearOfBirth: 1975,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7080841',
  },
  {
    lastName: '中村',
    firstName: 'さくら',
    nickname: '小豆島さくら',
    email: 'sakura.nakamura@example.com',
    yearOfBirth: 2001,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7614421',
  },
  {
    lastName: '小林',
    firstName: '誠',
    nickname: '宮島まこと',
    email: 'makoto.kobayashi@example.com',
    yearOfBirth: 1963,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7390588',
  },
  {
    lastName: '山本',
    firstName: '葵',
    nickname: 'レモン島あおい',
    email: 'aoi.yamamoto@example.com',
    yearOfBirth: 1995,
    gender: 'GD00',
    mainLanguage: 'ja',
    postalCode: '7222413',
  },
  {
    lastName: '井上',
    firstName: '拓海',
    nickname: '倉敷たくみ',
    email: 'takumi.inoue@example.com',
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
    email: 'mari.watanabe@example.com',
    yearOfBirth: 1980,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7900842',
  },
  {
    lastName: '加藤',
    firstName: '浩二',
    nickname: 'みかん農家こうじ',
    email: 'koji.kato@example.com',
    yearOfBirth: 1958,
    gender: 'GD01',
    mainLanguage: 'ja',
    postalCode: '7960001',
    isBlocked: true,
  },
  {
    lastName: '吉田',
    firstName: '彩',
    nickname: 'あやの島旅',
    email: 'aya.yoshida@example.com',
    yearOfBirth: 1999,
    gender: 'GD02',
    mainLanguage: 'ja',
    postalCode: '7300051',
    status: 'unsubscribed',
  },
  {
    lastName: '佐々木',
    firstName: '隆',
    nickname: '鞆の浦たかし',
    email: 'takashi.sasaki@example.com',
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
    postalCode: '7300011',
  },
  {
    lastName: 'Brown',
    firstName: 'James',
    nickname: 'IslandHopperJames',
    email: 'james.brown@example.com',
    yearOfBirth: 1984,
    gender: 'GD01',
    mainLanguage: 'en',
    postalCode: '5300001',
  },
  {
    lastName: 'Dubois',
    firstName: 'Claire',
    nickname: 'ClaireArtTrip',
    email: 'claire.dubois@example.com',
    yearOfBirth: 1994,
    gender: 'GD02',
    mainLanguage: 'en',
    postalCode: '6008216',
  },
  {
    lastName: 'Chen',
    firstName: 'Wei',
    nickname: '陳偉の旅',
    email: 'wei.chen@example.com',
    yearOfBirth: 1989,
    gender: 'GD01',
    mainLanguage: 'zh',
    postalCode: '1000005',
  },
  {
    lastName: 'Kim',
    firstName: 'Minji',
    nickname: '민지트래블',
    email: 'minji.kim@example.com',
    yearOfBirth: 1997,
    gender: 'GD02',
    mainLanguage: 'ko',
    postalCode: '8100001',
  },
  {
    lastName: 'Srisuk',
    firstName: 'Nattaya',
    nickname: 'NattayaJapanTrip',
    email: 'nattaya.srisuk@example.com',
    yearOfBirth: 1993,
    gender: 'GD02',
    mainLanguage: 'th',
    postalCode: '7600020',
  },
  {
    lastName: 'Harris',
    firstName: 'Olivia',
    nickname: 'OliviaOnTheShimanami',
    email: 'olivia.harris@example.com',
    yearOfBirth: 1987,
    gender: 'GD02',
    mainLanguage: 'en',
    postalCode: '6500021',
  },
  {
    lastName: 'Carter',
    firstName: 'Ben',
    nickname: 'BenCyclesJapan',
    email: 'ben.carter@example.com',
    yearOfBirth: 1979,
    gender: 'GD01',
    mainLanguage: 'en',
    postalCode: '7910101',
  },
  {
    lastName: 'Lin',
    firstName: 'Yu-Ting',
    nickname: '林雨婷',
    email: 'yuting.lin@example.com',
    yearOfBirth: 1996,
    gender: 'GD02',
    mainLanguage: 'tw',
    postalCode: '7000024',
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
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return undefined;
  return withOutboxOnly(ctx, seedDemo);
}

async function seedDemo(ctx: SendoutSeedCtx): Promise<SeedResult> {
  const { db } = ctx;
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
        // CT001 is Japan: every demo member lives there (most around the Seto Inland Sea, the
        // rest in the big cities); the English speakers are from abroad.
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
  await seedMonthlyPoints(ctx);
  await seedPanelHistory(db);
  await seedExchanges(ctx);
  await seedPosts(ctx);
  await seedSendouts(ctx);
  await seedSuppressions(ctx.db);
  await seedCampaigns(ctx);
  await seedOffers(ctx);
  await seedGroups(ctx);
  await seedOrganizations(db);
  // Keep last: it talks about the posts seeded before it.
  await seedConversation(ctx);
  // After every feature has moved points: the history then spans each member's months.
  await spreadPointDates(db, new Date(now));
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
        description: '開港記念キャンペーン参加特典',
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
      email: 'kenta.murakami@example.com',
      type: 'amazon',
      amount: 500,
      complete: 'AQ7K-22PLM9-XW4TB',
    },
    { email: 'sho.takahashi@example.com', type: 'amazon', amount: 300 },
    {
      email: 'emily.miller@example.com',
      type: 'paypal',
      amount: 1500,
      paypalEmail: 'emily.miller@example.com',
    },
    { email: 'misaki.okamoto@example.com', type: 'donation', amount: 100 },
  ];
  for (const item of plan) {
    const [member] = await db.select().from(users).where(eq(users.email, item.email));
    if (!member || !admin) continue;
    await movePoints(db, {
      userId: member.id,
      type: 'ADJUST',
      points: item.amount + 200,
      // An admin's reason, written in the member's language.
      description:
        member.mainLanguage === 'ja'
          ? '瀬戸内アンケートキャンペーン特典'
          : 'Setouchi survey campaign bonus',
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
