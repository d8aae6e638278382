// Demo organization accounts: three demo members run a business, so the admin organization
// tab has something to search, filter and download on a fresh start.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema/index';

const DEMO_ORGANIZATIONS = [
  {
    companyName: '瀬戸内しまなみ旅館',
    companyNameKana: 'セトウチシマナミリョカン',
    facilityType: 'hotel',
    personInCharge: '村上 海',
    websiteUrl: 'https://shimanami-ryokan.example.jp',
    city: '今治市',
    block: '宮窪町1-2',
  },
  {
    companyName: '小豆島オリーブ観光',
    companyNameKana: 'ショウドシマオリーブカンコウ',
    facilityType: 'tourist_facility',
    personInCharge: '小豆 葉子',
    websiteUrl: 'https://olive-kanko.example.jp',
    city: '小豆郡小豆島町',
    block: '西村甲1941',
  },
  {
    companyName: 'Setouchi Cycle Rentals',
    companyNameKana: null,
    facilityType: 'transport',
    personInCharge: 'Emily Miller',
    websiteUrl: 'https://cycle-rentals.example.com',
    city: '尾道市',
    block: '東御所町3-1',
  },
] as const;

export async function seedOrganizations(db: Db) {
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.isAdmin, false)))
    .orderBy(asc(users.id))
    .limit(DEMO_ORGANIZATIONS.length);
  const day = 86_400_000;
  await db.insert(organizations).values(
    owners.map((owner, i) => ({
      userId: owner.id,
      ...DEMO_ORGANIZATIONS[i]!,
      updatedAt: new Date(Date.now() - (i + 1) * 5 * day),
    })),
  );
}
