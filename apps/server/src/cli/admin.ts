// npm run admin -- --email E --password P: creates or promotes an admin account.
// npm run admin -- --reset-2fa E: resets the account's two-step sign-in (a lost device).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PASSWORD_PATTERN } from '@fanclub/contract/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../modules/members/admin-account';
import { resetTwoFactorByEmail } from './reset-two-factor';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'reset-2fa': { type: 'string' },
  },
});
const resetEmail = values['reset-2fa'];

if (!resetEmail && (!values.email || !values.password)) {
  console.error(
    'Usage: npm run admin -- --email admin@example.com --password Secret123\n' +
      '       npm run admin -- --reset-2fa member@example.com',
  );
  process.exit(2);
}
const email = resetEmail ?? values.email!;
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error('The email address is not valid.');
  process.exit(2);
}
if (!resetEmail && !PASSWORD_PATTERN.test(values.password!)) {
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
  try {
    if (resetEmail) {
      console.log(await resetTwoFactorByEmail(database.db, config, resetEmail));
    } else {
      const id = await ensureAdmin(database.db, email, values.password!);
      console.log(`Admin account ready: ${email.toLowerCase()} (id ${id})`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
