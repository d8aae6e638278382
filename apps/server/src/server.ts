// Starts the product: config, database with migrations, first admin, demo data, HTTP server.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { devLogStream, startBanner } from './lib/dev-log';
import { jsonLine, useJsonConsole } from './lib/json-console';
import { prepareStartData } from './seed/start-data';

// npm start's first start runs this once with --prepare-only while the web app builds
// (scripts/start.mjs): migrations, demo data and the first admin, then it exits.
const prepareOnly = process.argv.includes('--prepare-only');
// Everything this process prints is a JSON line (unless LOG_FORMAT=pretty), its own refusals too.
if (process.env.LOG_FORMAT !== 'pretty') useJsonConsole('server');

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  // JSON logs (for collectors) unless LOG_FORMAT=pretty asks for one readable line per event.
  const app = await buildApp({
    config,
    database,
    background: !prepareOnly,
    ...(config.logFormat === 'pretty' ? { logStream: devLogStream() } : {}),
  });

  // Under the start-up lock: processes starting together seed and make the admin once.
  const { seeded } = await database.exclusive(() => prepareStartData(app, config));
  if (prepareOnly) {
    app.log.info({ demoLogins: seeded }, 'data prepared');
    await app.close();
    await database.close();
    return;
  }

  // Graceful stop: /api/ready answers 503 at once, and so does every request that arrives
  // from then on (with Connection: close, never processed: app.ts), which nginx passes to
  // another server. After SHUTDOWN_DRAIN_MS (time for the balancer to notice, 0 by default)
  // the listener closes, requests in flight and sendout mails being sent finish and are
  // recorded, then the database closes.
  const drainMs = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS ?? 0) || 0);
  let closing = false;
  // SIGHUP (systemctl reload, deploy/systemd/fanclub@.service): the same graceful stop, ending
  // with status 75 so that the service manager starts the process again.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.draining.begin();
    app.log.info({ signal, drainMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), drainMs + 10_000);
    force.unref();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await database.close();
      process.exit(signal === 'SIGHUP' ? 75 : 0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  // Started by npm start (scripts/start.mjs) over an IPC channel: when that process ends, however
  // it ends, this one stops too rather than serving on unsupervised.
  if (process.send) process.on('disconnect', () => void shutdown('parent exited'));

  await app.listen({ port: config.port, host: config.host });
  if (config.logFormat === 'pretty') console.log(startBanner(config.appUrl, seeded ?? undefined));
  else app.log.info({ appUrl: config.appUrl, demoLogins: seeded ?? undefined }, 'ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (process.env.LOG_FORMAT !== 'pretty') {
    const err = error as Error;
    process.stderr.write(
      jsonLine('server', 'fatal', `start failed: ${err.message}`, { err: { stack: err.stack } }),
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
