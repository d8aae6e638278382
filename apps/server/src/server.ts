// Starts the product: config, database with migrations, first admin, demo data, HTTP server.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureAdmin } from './modules/members/admin-account';
import { seedDemoIfEmpty } from './seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  const app = await buildApp({ config, database, background: true });

  if (config.admin) {
    await ensureAdmin(database.db, config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email }, 'admin account ensured from ADMIN_EMAIL');
  }
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(app);
    if (seeded) {
      console.log(
        `\nDemo data loaded. Demo admin login: ${seeded.adminEmail} / ${seeded.adminPassword}\n` +
          `Demo member login: ${seeded.memberEmail} / ${seeded.memberPassword}\n`,
      );
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // The app first (sendout mails in flight are finished and recorded), then the database.
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Setouchi Fan Club is running at ${config.appUrl} (API reference: ${config.appUrl}/api/docs)`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
