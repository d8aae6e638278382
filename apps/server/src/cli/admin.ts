// npm run admin -- --email E --password P: creates or promotes an admin account.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PASSWORD_PATTERN } from '@fanclub/contract/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../modules/members/admin-account';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
});

if (!values.email || !values.password) {
  console.error('Usage: npm run admin -- --email admin@example.com --password Secret123');
  process.exit(2);
}
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
  console.error('The email address is not valid.');
  process.exit(2);
}
if (!PASSWORD_PATTERN.test(values.password)) {
  console.error(
    'The password needs at least 8 half-width characters with upper-case, lower-case letters and digits.',
  );
  process.exit(2);
}

const config = loadConfig();
try {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const id = await ensureAdmin(database.db, values.email, values.password);
  await database.close();
  console.log(`Admin account ready: ${values.email.toLowerCase()} (id ${id})`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
