// Members' data rights: building requested copies of their data, deleting copies past their
// 7 days, and erasing closed accounts after ERASE_AFTER_DAYS.
import type { FastifyInstance } from 'fastify';
import { eraseClosedAccounts } from '../modules/data-rights/erasure';
import { purgeDataExports, runDataExports } from '../modules/data-rights/service';
import type { Job } from './job';

export function dataRightsJobs(app: FastifyInstance): Job[] {
  return [
    {
      name: 'data exports',
      everyMs: Math.max(app.config.mailPollMs, 2000),
      run: () => runDataExports(app.db, app.storage),
    },
    {
      name: 'data export purge',
      everyMs: 3600_000,
      atStart: true,
      run: () => purgeDataExports(app.db, app.storage),
    },
    {
      name: 'closed account erasure',
      everyMs: 3600_000,
      atStart: true,
      run: () => eraseClosedAccounts(app.db, app.storage, app.config.eraseAfterDays),
    },
  ];
}
