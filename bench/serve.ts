// The servers under test, in their own process so the load generator does not share their
// event loop: the product app (seeded) and a bare Fastify route. Prints one JSON line of URLs.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { sql } from 'drizzle-orm';
import { pointTransactions, users } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { newReferralCode } from '../apps/server/src/lib/referral-code';

export const BENCH_PASSWORD = 'Bench2026x';
const members = Number(process.env.BENCH_MEMBERS ?? 20000);
const databaseUrl = process.env.BENCH_DATABASE || undefined;

async function seed(db: Db) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const batch = 1000;
  for (let start = 0; start < members; start += batch) {
    const rows = Array.from({ length: Math.min(batch, members - start) }, (_, i) => {
      const n = start + i;
      return {
        email: `bench${n}@example.jp`,
        passwordHash,
        firstName: ['太郎', '花子', 'Emily', '健太'][n % 4]!,
        lastName: ['瀬戸', '島田', 'Miller', '村上'][n % 4]!,
        nickname: `member-${n.toString(36)}-${newReferralCode().toLowerCase()}`,
        yearOfBirth: 1950 + (n % 55),
        gender: (['GD01', 'GD02', 'GD00'] as const)[n % 3]!,
        mainLanguage: n % 5 === 0 ? 'en' : 'ja',
        status: n % 10 === 5 ? 'provisional' : 'active',
        isAdmin: n === 0,
        referralCode: newReferralCode(),
      };
    });
    await db.insert(users).values(rows).onConflictDoNothing();
  }
  await seedLedger(db);
}

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
});
const database = await openDatabase({ databaseUrl });
await seed(database.db);
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ data: { ok: true } }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const port = (s: typeof bare.server) => (s.address() as AddressInfo).port;
console.log(
  JSON.stringify({
    kind: database.kind,
    app: `http://127.0.0.1:${port(app.server)}`,
    bare: `http://127.0.0.1:${port(bare.server)}/bare`,
  }),
);
process.on('SIGTERM', async () => {
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
});
