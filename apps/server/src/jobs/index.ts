// Every periodic task of a server process, started from one place: `buildApp` calls
// `startJobs` when it runs with `background` (the server; tests drive the same functions
// directly). Each job is safe with several processes: the state lives in the database
// (claimed rows, unique indexes), not in a timer. Posts need no job: "scheduled" is a query
// rule (`publishAt <= now`), and their mail is a sendout batch.
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { lotteryJob } from './lottery';
import { campaignJobs } from './campaigns';
import { groupMailJobs } from './group-mail';
import { dataRightsJobs } from './data-rights';
import { mailEventJobs } from './mail-events';
import type { Job } from './job';

/** The jobs this configuration runs. */
export function jobsFor(app: FastifyInstance): Job[] {
  const tickMs = app.config.mailPollMs;
  const jobs: Job[] = [
    // Mail rows queued for SMTP (without SMTP_URL the outbox needs no delivery).
    { name: 'mail delivery', everyMs: tickMs, run: () => app.mailer.deliverDue() },
    // Due sendout batches start; the running one is delivered in pages.
    { name: 'sendout batches', everyMs: tickMs, run: () => app.sendouts.tick() },
    {
      name: 'idle session purge',
      everyMs: tickMs * 120,
      atStart: true,
      run: () => app.sessions.purgeIdle(),
    },
  ];
  if (app.config.referralLotteryEnabled) jobs.push(lotteryJob(app));
  jobs.push(...campaignJobs(app));
  jobs.push(...groupMailJobs(app));
  jobs.push(...dataRightsJobs(app));
  jobs.push(...mailEventJobs(app));
  return jobs;
}

/** Starts every job's timer once the app is ready; they stop when it closes. */
export function startJobs(app: FastifyInstance): void {
  // The process that sends the batches: a sendout lane's mail objects (streams, nodemailer's
  // message) live while the previous record commits, so V8 would pretenure their allocation
  // sites and every later mail's garbage would go straight to the old space, collected only by
  // full GCs (+152 MB of RSS per 100,000 mails, +1.6 MB without; modules/sendouts/delivery.ts).
  if (app.config.smtpUrl) v8.setFlagsFromString('--no-allocation-site-pretenuring');
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobsFor(app)) {
      const run = () =>
        void job.run().catch((err) => app.log.error({ err, job: job.name }, 'job failed'));
      if (job.atStart) setImmediate(run);
      const timer = setInterval(run, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
