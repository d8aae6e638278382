// The feed's cold path: the live posts of a filter, read once and shared by every reader (kept by
// the cache in totals.ts until a change could alter them, or the next scheduled post comes live).
// Posts for everyone are paged and counted for all readers alike (policy.ts `seenByEveryReader`);
// the few targeted ones are decided per reader in memory by the policy's own `mayAccessPost`,
// and the two ordered lists are merged. So a member's first page reads no post it cannot see
// and counts nothing in SQL: the total is the shared count plus the reader's targeted ones.
import { sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { categories, postCategories, posts } from '../../db/schema/index';
import {
  livePost,
  mayAccessPost,
  scheduledPost,
  seenByEveryReader,
  type PostReader,
} from '../posts/policy';
import { chipsSql, type Chip } from './chips';

/** A targeted live post: what the policy needs to decide it for a reader. */
export type TargetedPost = {
  id: number;
  /** publish_at in microseconds since the epoch: the feed's order, ties broken by id. */
  t: number;
  publishAt: Date;
  audience: Audience;
  authorId: number | null;
};

export type LiveList = {
  /** Live posts every reader sees, newest first: ids and their times (µs). */
  shared: { ids: number[]; times: number[] };
  /** Live targeted posts, newest first. */
  targeted: TargetedPost[];
  /** Every post of the list by id (shared ones as `true`), for one post's lookup. */
  byId: Map<number, TargetedPost | true>;
  /** Whether some targeted audience names segments (then a reader's segments are read). */
  segments: boolean;
  chips: Chip[];
  /** When the next scheduled post comes live: the list holds until then. */
  validUntil: number;
};

type Loaded = {
  shared: { ids: number[] | null; times: number[] | null };
  targeted: [number, number, Audience, number | null][] | null;
  chips: Chip[];
  nextAt: string | Date | null;
};

/** Which list a reader reads: admins filter by inactive categories too. */
export const listKey = (reader: PostReader, categoryId: number | undefined) =>
  categoryId === undefined ? 'all' : `${reader.isAdmin ? 'admin' : 'member'}|${categoryId}`;

/** Reads the live posts (of the category, if any) in one statement. */
export async function loadLiveList(
  db: Db,
  options: { categoryId?: number | undefined; admin: boolean; now: Date },
): Promise<LiveList> {
  const { categoryId, admin, now } = options;
  const filter: SQL =
    categoryId === undefined
      ? sql`true`
      : sql`exists (select 1 from ${postCategories} pc join ${categories} c on c.id = pc.category_id
          where pc.post_id = ${posts.id} and pc.category_id = ${categoryId}
          ${admin ? sql`` : sql`and c.status = 'active'`})`;
  // Ordered as the feed is; times as integers of microseconds, so ties match SQL's order.
  const [row] = rowsOf<Loaded>(
    await db.execute(sql`
      with live as (
        select ${posts.id} as id, ${posts.authorId} as author_id,
          (extract(epoch from ${posts.publishAt}) * 1000000)::bigint as t,
          ${seenByEveryReader(now)} as shared,
          case when ${posts.audienceAll} then null else ${posts.audience} end as audience
        from ${posts} where ${livePost(now)} and ${filter})
      select
        (select json_build_object(
            'ids', json_agg(id order by t desc, id desc),
            'times', json_agg(t order by t desc, id desc))
          from live where shared) as shared,
        (select json_agg(json_build_array(id, t, audience, author_id) order by t desc, id desc)
          from live where not shared) as targeted,
        ${chipsSql} as chips,
        (select min(${posts.publishAt}) from ${posts} where ${scheduledPost(now)}) as "nextAt"`),
  );
  if (!row) throw new Error('feed list: no row');
  // Posts of one campaign share their audience: one object per distinct audience lets a reader's
  // verdict be worked out once per audience (readerTargeted in queries.ts).
  const audiences = new Map<string, Audience>();
  const targeted = (row.targeted ?? []).map(([id, t, audience, authorId]) => {
    const text = JSON.stringify(audience);
    const shared = audiences.get(text) ?? audiences.set(text, audience).get(text)!;
    return { id, t, publishAt: new Date(Math.floor(t / 1000)), audience: shared, authorId };
  });
  const ids = row.shared.ids ?? [];
  const byId = new Map<number, TargetedPost | true>();
  for (const id of ids) byId.set(id, true);
  for (const post of targeted) byId.set(post.id, post);
  return {
    shared: { ids, times: row.shared.times ?? [] },
    targeted,
    byId,
    segments: targeted.some(
      (p) =>
        p.audience.type !== 'all' &&
        Boolean(p.audience.segments?.include?.length || p.audience.segments?.exclude?.length),
    ),
    chips: row.chips,
    validUntil: row.nextAt === null ? Infinity : new Date(row.nextAt).getTime(),
  };
}

/** The reader's segments, read only when a targeted audience names segments. */
export async function readerSegments(db: Db, readerId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select segment_id as id from segment_members where user_id = ${readerId}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Whether the reader sees this targeted post (the policy's rule, in memory). */
export const seesTargeted = (
  reader: PostReader & { segmentIds?: readonly number[] },
  post: TargetedPost,
  now: Date,
) =>
  mayAccessPost(
    reader,
    {
      status: 'published',
      publishAt: post.publishAt,
      audience: post.audience,
      authorId: post.authorId,
    },
    'see',
    now,
  );

/**
 * The reader's targeted posts of the list. Every post of the list is live (the list is dropped
 * when that could change), so the rule's answer for this reader depends only on the post's
 * audience and on whether the reader wrote it: it is asked once per such pair, not per post.
 */
export function targetedFor(
  list: LiveList,
  reader: PostReader & { segmentIds?: readonly number[] },
  now: Date,
): TargetedPost[] {
  const verdicts = [new Map<Audience, boolean>(), new Map<Audience, boolean>()] as const;
  return list.targeted.filter((post) => {
    const known = verdicts[post.authorId === reader.id ? 1 : 0];
    let sees = known.get(post.audience);
    if (sees === undefined) known.set(post.audience, (sees = seesTargeted(reader, post, now)));
    return sees;
  });
}

/**
 * One page of the merge of the shared posts and the reader's targeted ones (both newest first),
 * and the total: the shared count plus the reader's.
 */
export function mergePage(
  list: LiveList,
  mine: readonly TargetedPost[],
  page: number,
  limit: number,
): { ids: number[]; total: number } {
  const { ids, times } = list.shared;
  const total = ids.length + mine.length;
  const start = (page - 1) * limit;
  const end = Math.min(total, start + limit);
  const out: number[] = [];
  let i = 0;
  let j = 0;
  for (let n = 0; n < end; n += 1) {
    const a = i < ids.length ? i : -1;
    const b = j < mine.length ? mine[j]! : undefined;
    // Newer first; at the same time the higher id first (`order by publish_at desc, id desc`).
    const takeShared = a >= 0 && (!b || times[a]! > b.t || (times[a] === b.t && ids[a]! > b.id));
    const id = takeShared ? ids[i++]! : mine[j++]!.id;
    if (n >= start) out.push(id);
  }
  return { ids: out, total };
}
