// The rewards a fresh database starts with; afterwards they are data (rows of `rewards`).
import { sql } from 'drizzle-orm';
import { DONATION_MAX_POINTS, GIFT_MIN_POINTS } from '@fanclub/contract/rewards';
import type { Db } from '../../db/client';
import { rewards } from '../../db/schema/index';

export const DEFAULT_REWARDS: (typeof rewards.$inferInsert)[] = [
  {
    type: 'amazon',
    nameJa: 'Amazonギフトカード',
    nameEn: 'Amazon gift card',
    descriptionJa:
      'Amazon.co.jpで使えるギフトカードです（日本にお住まいの方のみ）。1ポイント＝1円、200ポイントから1ポイント単位で交換できます。ギフトコードはメールでお届けします。',
    descriptionEn:
      'A gift card for Amazon.co.jp (members living in Japan only). 1 point = 1 yen, from 200 points in steps of 1 point. The gift code is sent by mail.',
    minPoints: GIFT_MIN_POINTS,
    position: 1,
  },
  {
    type: 'paypal',
    nameJa: 'PayPal（米ドル）',
    nameEn: 'PayPal (US dollars)',
    descriptionJa:
      'ご指定のPayPalアカウントへ米ドルでお送りします。200ポイントから1ポイント単位で交換でき、申請時のレートで換算します。',
    descriptionEn:
      'Paid in US dollars to the PayPal account you give. From 200 points in steps of 1 point, converted at the rate of the day of your request.',
    minPoints: GIFT_MIN_POINTS,
    position: 2,
  },
  {
    type: 'donation',
    nameJa: '瀬戸内の海ごみ清掃活動への寄付',
    nameEn: 'Seto Inland Sea beach clean-up',
    descriptionJa:
      '島々の海岸に流れ着くプラスチックごみの回収や、地元の小学生と行う清掃イベントの運営に使われます。',
    descriptionEn:
      'Funds the collection of plastic waste washed up on the islands’ beaches and clean-up days held with local schoolchildren.',
    minPoints: 1,
    maxPoints: DONATION_MAX_POINTS,
    position: 3,
  },
  {
    type: 'donation',
    nameJa: '豪雨災害の復興支援',
    nameEn: 'Recovery from heavy-rain disasters',
    descriptionJa:
      '西日本豪雨などで被害を受けた瀬戸内沿岸の地域で、住まいの再建や農地・みかん畑の復旧を支える団体に届けます。',
    descriptionEn:
      'Goes to groups rebuilding homes, farmland and citrus groves along the Setouchi coast hit by heavy rain, such as the 2018 western Japan floods.',
    minPoints: 1,
    maxPoints: DONATION_MAX_POINTS,
    position: 4,
  },
  {
    type: 'donation',
    nameJa: '島の子どもたちの学び支援',
    nameEn: 'Learning support for island children',
    descriptionJa:
      '離島の小中学校への図書や学習用タブレットの寄贈、本土の高校へ通う生徒の通学支援に使われます。',
    descriptionEn:
      'Buys books and tablets for small island schools and helps island students travel to high schools on the mainland.',
    minPoints: 1,
    maxPoints: DONATION_MAX_POINTS,
    position: 5,
  },
];

/** Loads the default rewards into an empty table (at start, and before the demo data). */
export async function ensureRewards(db: Db): Promise<void> {
  const count = async (tx: Db) =>
    (await tx.select({ n: sql<number>`count(*)::int` }).from(rewards))[0]?.n ?? 0;
  if ((await count(db)) > 0) return;
  await db.transaction(async (tx) => {
    // Two processes starting together: the advisory lock lets one of them load the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rewards:defaults'))`);
    if ((await count(tx)) > 0) return;
    await tx.insert(rewards).values(DEFAULT_REWARDS);
  });
}
