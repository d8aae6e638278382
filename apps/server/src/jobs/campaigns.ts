// Periodic work of survey campaigns: export jobs (claimed across processes in the database),
// purging exports older than 24 h, and the daily invitation of new members who match (campaigns
// and offers with "send to new members").
import type { FastifyInstance } from 'fastify';
import { purgeExports, runExportJobs } from '../modules/campaigns/export-worker';
import { inviteNewMembers } from '../modules/campaigns/mail';
import { inviteNewOfferMembers } from '../modules/offers/mail';
import type { Job } from './job';

export function campaignJobs(app: FastifyInstance): Job[] {
  return [
    // The export screen polls once a second; a queued job should start within about that.
    {
      name: 'campaign exports',
      everyMs: Math.min(app.config.mailPollMs, 1000),
      run: async () => {
        await runExportJobs(app.db, app.storage);
      },
    },
    {
      name: 'campaign export purge',
      everyMs: 3600_000,
      atStart: true,
      run: () => purgeExports(app.db, app.storage),
    },
    {
      name: 'new-member invitations',
      everyMs: 60_000,
      run: async () => {
        const queued =
          (await inviteNewMembers(app.db, app.config.appUrl)) +
          (await inviteNewOfferMembers(app.db, app.config.appUrl));
        if (queued > 0) app.sendouts.kick();
      },
    },
  ];
}
