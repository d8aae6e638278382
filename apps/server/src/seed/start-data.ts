// The accounts and data a starting server makes sure of: the demo data on an empty database
// (when SEED_DEMO is on), then the admin of ADMIN_EMAIL. In this order, since the demo data loads
// only into a database without accounts and the admin is one.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { ensureAdmin } from '../modules/members/admin-account';
import { seedDemoIfEmpty, type SeedResult } from './demo';

export async function prepareStartData(
  app: FastifyInstance,
  config: Config,
): Promise<{ seeded: SeedResult | undefined }> {
  const seeded = config.seedDemo ? await seedDemoIfEmpty(app) : undefined;
  if (config.admin) {
    await ensureAdmin(app.db, config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email }, 'admin account ensured from ADMIN_EMAIL');
  }
  return { seeded };
}
