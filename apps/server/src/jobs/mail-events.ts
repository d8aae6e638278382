// The bounce mailbox, read every minute where BOUNCE_MAILBOX_URL is set; one run at a time in a
// process (a slow server must not stack connections), any number of processes at once.
import type { FastifyInstance } from 'fastify';
import { readBounceMailbox } from '../modules/mail-events/mailbox';
import type { Job } from './job';

export function mailEventJobs(app: FastifyInstance): Job[] {
  const url = app.config.mail.bounceMailboxUrl;
  if (!url) return [];
  let running: Promise<unknown> | undefined;
  return [
    {
      name: 'bounce mailbox',
      everyMs: 60_000,
      atStart: true,
      run: () =>
        (running ??= readBounceMailbox({
          db: app.db,
          url,
          secret: app.config.secrets.session,
          log: app.log,
        }).finally(() => (running = undefined))),
    },
  ];
}
