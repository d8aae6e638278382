// The soak's data (bench/soak.ts): members with points and a session each, as members who signed
// in before and come back from a newsletter, a feed of posts, and who comes when (Zipf).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { posts } from '../apps/server/src/db/schema/index';
import { hmacSha256 } from '../apps/server/src/lib/tokens';
import { seedMembers } from './seed-members';

const PASSWORD = 'Soak2026x';
const POSTS = 10_000;
export const SESSION_SECRET = 'soak-session-secret-0123456789abcdef';
const START_POINTS = 100_000;

/** Seeds `memberCount` members and the posts; returns the ids of the posts for everyone. */
export async function seed(databaseUrl: string, memberCount: number) {
  const { db, close } = await openDatabase({ databaseUrl });
  try {
    await seedMembers(db, { count: memberCount, prefix: 'soak', password: PASSWORD });
    // One grant each, enough for the whole run's redemptions of 1 point.
    await db.execute(sql`
      insert into point_transactions (user_id, type, points, balance_after, description, idempotency_key)
      select id, 'ADJUST', ${START_POINTS}, ${START_POINTS}, 'soak grant', 'soak:' || id
      from users where email like 'soak%@example.jp'`);
    await db.execute(sql`
      update users set point_amount = ${START_POINTS} where email like 'soak%@example.jp'`);
    // As the bench's feed (bench/serve.ts): one post in ten for young Tokyo members only.
    await db.execute(sql`
      insert into posts (author_id, kind, title, contents, excerpt, status, publish_at, audience)
      select (select min(id) from users), 'admin', '瀬戸内だより 第' || g || '号',
        '<p>しまなみ海道の島々から、季節の便りをお届けします。</p><p>' || repeat('レモンの香る港町を歩きました。', 20) || '</p>',
        'しまなみ海道の島々から、季節の便りをお届けします。',
        'published', now() - (${POSTS} - g) * interval '1 hour',
        case when g % 10 = 0
          then '{"type":"custom","ageMin":20,"ageMax":39,"prefectures":["JPPRF13"]}'::jsonb
          else '{"type":"all"}'::jsonb end
      from generate_series(1, ${POSTS}) g`);
    await seedSessions(db, memberCount);
    await db.execute(sql`analyze`);
    // Posts every member may open, react to and comment on.
    const feed = await db
      .select({ id: posts.id })
      .from(posts)
      .where(sql`audience_all`)
      .orderBy(sql`publish_at desc`);
    return feed.map((r) => Number(r.id));
  } finally {
    await close();
  }
}

/** A session per member (member n's cookie is `soak-n-…`), last seen ten minutes ago. */
export const sessionIdOf = (n: number) => `soak-${n}-session-0123456789abcdef`;
export const csrfOf = (n: number) => `soak-${n}-csrf-0123456789abcdef`;
async function seedSessions(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  memberCount: number,
) {
  for (let start = 0; start < memberCount; start += 10_000) {
    const numbers = Array.from(
      { length: Math.min(10_000, memberCount - start) },
      (_, i) => start + i,
    );
    const hashes = numbers.map((n) => hmacSha256(SESSION_SECRET, sessionIdOf(n)));
    await db.execute(sql`
      insert into sessions (id_hash, user_id, csrf_token, ip, last_seen_at)
      select h, u.id, 'soak-' || n || '-csrf-0123456789abcdef', '127.0.0.1',
        now() - interval '10 minutes'
      from unnest(${`{${hashes.join(',')}}`}::text[], ${`{${numbers.join(',')}}`}::int[]) as s(h, n)
      join users u on u.email = 'soak' || n || '@example.jp'`);
  }
}

/**
 * Member numbers by a Zipf distribution over every member (rank r drawn with weight 1 / r^s),
 * ranks shuffled over the members so the frequent ones are no particular accounts; not the
 * admin (n = 0).
 */
export function zipfDraw(count: number, exponent: number) {
  const cumulative = new Float64Array(count);
  let sum = 0;
  for (let r = 0; r < count; r += 1) cumulative[r] = sum += 1 / (r + 1) ** exponent;
  const members = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = members.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [members[i], members[j]] = [members[j]!, members[i]!];
  }
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = count - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return members[lo]! % count || 1;
  };
}
