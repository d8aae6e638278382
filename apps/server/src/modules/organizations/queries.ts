// SQL of the admin organization tab: members' organization accounts, newest change first.
import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FacilityType } from '@fanclub/contract/account';
import type { Db } from '../../db/client';
import { escapeLike } from '../../lib/paging';
import { organizations, users } from '../../db/schema/index';

export type OrganizationFilter = { keyword?: string; facilityType?: FacilityType };

function whereOf(filter: OrganizationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.facilityType) conditions.push(eq(organizations.facilityType, filter.facilityType));
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword.toLowerCase())}%`;
    conditions.push(
      sql`lower(coalesce(${organizations.companyName}, '') || ' ' || coalesce(${organizations.companyNameKana}, '') || ' ' || coalesce(${organizations.personInCharge}, '') || ' ' || coalesce(${organizations.city}, '') || ' ' || ${users.nickname} || ' ' || ${users.email}) like ${pattern}`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columns = { organization: organizations, nickname: users.nickname, email: users.email };

export async function listOrganizations(
  db: Db,
  filter: OrganizationFilter,
  page: number,
  limit: number,
) {
  const where = whereOf(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(organizations)
      .innerJoin(users, eq(users.id, organizations.userId))
      .where(where)
      .orderBy(desc(organizations.updatedAt), desc(organizations.userId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(organizations)
      .innerJoin(users, eq(users.id, organizations.userId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type OrganizationRow = Awaited<ReturnType<typeof listOrganizations>>['rows'][number];

/** One page of the export, in member order after the previous page's last member. */
export async function exportBatch(
  db: Db,
  filter: OrganizationFilter,
  afterUserId: number,
  size: number,
) {
  return db
    .select(columns)
    .from(organizations)
    .innerJoin(users, eq(users.id, organizations.userId))
    .where(and(whereOf(filter), gt(organizations.userId, afterUserId)))
    .orderBy(organizations.userId)
    .limit(size);
}
