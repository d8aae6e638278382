// The demo data's mail goes to the outbox only, SMTP_URL or not: its verification, exchange and
// batch mails are written and recorded as sent, never handed to a relay, so a first start that
// points at a real relay mails no one.
import { createMailer } from '../mail/mailer';
import { createSendoutEngine } from '../modules/sendouts/engine';
import type { SendoutSeedCtx } from './sendouts';

export async function withOutboxOnly<T>(
  ctx: SendoutSeedCtx,
  seed: (quiet: SendoutSeedCtx) => Promise<T>,
): Promise<T> {
  const config = { ...ctx.config, smtpUrl: undefined };
  const mailer = createMailer({
    db: ctx.db,
    smtpUrl: undefined,
    from: config.mailFrom,
    log: ctx.log,
  });
  const sendouts = createSendoutEngine({ db: ctx.db, config, log: ctx.log });
  try {
    return await seed({
      db: ctx.db,
      config,
      mailer,
      storage: ctx.storage,
      log: ctx.log,
      sendouts: { ...sendouts, kick: () => undefined },
    });
  } finally {
    await sendouts.close();
    mailer.close();
  }
}
