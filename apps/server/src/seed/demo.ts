// Demo data for a fresh embedded database: an admin, members in Japanese, English and the
// other content languages, and the verification mails of the provisional ones in the outbox.
// Later features add their own demo content here.
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { type Ctx, sendVerification } from '../modules/auth/service';
import { hashPassword } from '../lib/passwords';
import { newReferralCode } from '../lib/referral-code';

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
export async function seedDemoIfEmpty(ctx: Ctx): Promise<SeedResult | undefined> {
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
      return {
        email: m.email,
        passwordHash: memberHash,
        lastName: m.lastName,
        firstName: m.firstName,
        nickname: m.nickname,
        yearOfBirth: m.yearOfBirth,
        gender: m.gender,
        postalCode: m.postalCode ?? null,
        mainLanguage: m.mainLanguage,
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
  return {
    adminEmail: DEMO_ADMIN.email,
    adminPassword: DEMO_ADMIN.password,
    memberEmail: DEMO_MEMBER.email,
    memberPassword: DEMO_MEMBER.password,
  };
}
