// The servers under test, in their own process so the load generator does not share their
// event loop: the product app (seeded) and a bare Fastify route. Prints one JSON line of URLs.
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { sql } from 'drizzle-orm';
import { pointTransactions, posts, users } from '../apps/server/src/db/schema/index';
import { listenWithBare } from './listen';
import { seedMembers } from './seed-members';

export const BENCH_PASSWORD = 'Bench2026x';
const members = Number(process.env.BENCH_MEMBERS ?? 20000);
const databaseUrl = process.env.BENCH_DATABASE || undefined;

async function seed(db: Db) {
  await seedMembers(db, {
    count: members,
    prefix: 'bench',
    password: BENCH_PASSWORD,
    provisional: true,
  });
  await seedLedger(db);
  await seedPosts(db);
  // A database in use has planner statistics (autovacuum keeps them); a fresh bulk load has none
  // until autovacuum comes by, and would be measured with the plans of an empty table.
  await db.execute(sql`vacuum analyze`);
}

const POSTS = Number(process.env.BENCH_POSTS ?? 10000);

/**
 * A feed as years of use leave it: 10,000 posts (one in ten for young Tokyo members only, one in
 * fifty a draft), five categories, reactions on the newest posts, and one post with 200 comments
 * and 300 reactions for the detail. Bulk SQL, so seeding stays quick.
 */
async function seedPosts(db: Db) {
  await db.execute(sql`
    insert into categories (name_ja, name_en)
    values ('島旅', 'Island trips'), ('グルメ', 'Food'), ('イベント', 'Events'),
           ('アート', 'Art'), ('お知らせ', 'News')`);
  await db.execute(sql`
    insert into posts (author_id, kind, title, contents, excerpt, status, publish_at, audience, view_count)
    select (select min(id) from users), 'admin', '瀬戸内だより 第' || g || '号',
      '<p>しまなみ海道の島々から、季節の便りをお届けします。</p><p>' || repeat('レモンの香る港町を歩きました。', 20) || '</p>',
      'しまなみ海道の島々から、季節の便りをお届けします。',
      case when g % 50 = 0 then 'draft' else 'published' end,
      now() - (${POSTS} - g) * interval '1 hour',
      case when g % 10 = 0
        then '{"type":"custom","ageMin":20,"ageMax":39,"prefectures":["JPPRF13"]}'::jsonb
        else '{"type":"all"}'::jsonb end,
      (g * 7) % 500
    from generate_series(1, ${POSTS}) g`);
  await db.execute(sql`
    insert into post_categories (post_id, category_id)
    select p.id, c.id from posts p join categories c on c.id % 5 = p.id % 5 or c.id % 5 = (p.id + 2) % 5`);
  // Reactions on the newest 300 posts, from 20 members each.
  await db.execute(sql`
    insert into post_reactions (post_id, user_id, type)
    select p.id, u.id, (array['like','love','haha','wow','sad','angry'])[1 + (p.id + u.id) % 6]
    from (select id from posts order by publish_at desc limit 300) p
    cross join (select id from users order by id limit 20) u`);
  const [target] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(sql`status = 'published' and audience ->> 'type' = 'all'`)
    .orderBy(sql`publish_at desc`)
    .limit(1);
  const postId = Number(target!.id);
  await db.execute(sql`
    insert into post_reactions (post_id, user_id, type)
    select ${postId}, id, (array['like','love','haha','wow','sad','angry'])[1 + id % 6]
    from users order by id offset 20 limit 300
    on conflict do nothing`);
  await db.execute(sql`
    insert into comments (post_id, user_id, body)
    select ${postId}, u.id, '素敵な写真ですね。また行きたいです！ (' || g || ')'
    from generate_series(1, 200) g
    join lateral (select id from users order by id offset (g % 100) limit 1) u on true`);
  await db.execute(sql`
    update posts set
      comment_count = (select count(*) from comments c where c.post_id = posts.id),
      reaction_count = (select count(*) from post_reactions r where r.post_id = posts.id)
    where id in (select post_id from post_reactions union select post_id from comments)`);
  benchPostId = postId;
  // Planner statistics, as autovacuum would gather them after a bulk load on a live server:
  // without them the feed's first page sorts every post instead of walking posts_feed_idx.
  await db.execute(sql`analyze`);
}
let benchPostId = 0;

/**
 * A ledger as a year of use leaves it: every other member answered the first survey (PC02), and
 * the signed-in bench member has 400 movements, so history pages read from a long list.
 * Rows are written in bulk with their running balances; users.point_amount is set to the sum.
 */
async function seedLedger(db: Db) {
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`email = 'bench0@example.jp'`);
  const benchId = first!.id;
  const history = Array.from({ length: 400 }, (_, i) => ({
    userId: benchId,
    type: i % 4 === 3 ? 'EXCHANGE' : 'ADJUST',
    points: i % 4 === 3 ? -200 : 100,
    balanceAfter: 0,
    description: i % 4 === 3 ? 'Amazon ギフトカード' : 'イベント参加のお礼',
    idempotencyKey: `bench:${benchId}:${i}`,
  }));
  let balance = 0;
  for (const row of history) {
    balance += row.points;
    row.balanceAfter = balance;
  }
  await db.insert(pointTransactions).values(history);
  await db
    .update(users)
    .set({ pointAmount: balance })
    .where(sql`id = ${benchId}`);
  await db.execute(sql`
    insert into point_transactions (user_id, type, points, balance_after, description, idempotency_key)
    select id, 'PC02', 50, 50, 'ledger.first_survey', 'PC02:user:' || id
    from users where id % 2 = 0 and id <> ${benchId}`);
  await db.execute(sql`update users set point_amount = 50 where id % 2 = 0 and id <> ${benchId}`);
}

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.resolve('data/bench'),
  // The distinct-readers mode (readers.ts) signs each member in from its own address, as a proxy
  // in front of the servers would pass it on.
  TRUST_PROXY: '127.0.0.1',
});
const database = await openDatabase({ databaseUrl });
await seed(database.db);
const app = await buildApp({ config, database, logger: false });
const { bare, urls } = await listenWithBare(app, database);
console.log(
  JSON.stringify({
    kind: database.kind,
    ...urls,
    postId: benchPostId,
  }),
);
process.on('SIGTERM', async () => {
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
});
