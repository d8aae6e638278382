// The servers under test, in their own process so the load generator does not share their
// event loop: the product app (seeded) and a bare Fastify route. Prints one JSON line of URLs.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema/index';
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
