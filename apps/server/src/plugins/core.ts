// App-wide decorators: config, database, mailer, sendout engine, request locale. Their periodic
// work (mail delivery, sendout batches, session purge) is started by jobs/index.ts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pickLocale, type UiLocale } from '@fanclub/contract/codes';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { createMailer, type Mailer } from '../mail/mailer';
import { createSendoutEngine, type SendoutEngine } from '../modules/sendouts/engine';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    mailer: Mailer;
    sendouts: SendoutEngine;
  }
  interface FastifyRequest {
    locale: UiLocale;
  }
}

export type CoreOptions = { config: Config; database: Database; background: boolean };

async function corePlugin(app: FastifyInstance, options: CoreOptions) {
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  const mailer = createMailer({
    db: options.database.db,
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
    log: app.log,
    identity: { secret: options.config.secrets.session, mail: options.config.mail },
  });
  app.decorate('mailer', mailer);
  // Sendout batches run only where the jobs run (the server, not a test's app).
  const sendouts = createSendoutEngine({
    db: options.database.db,
    config: options.config,
    log: app.log,
  });
  app.decorate('sendouts', options.background ? sendouts : { ...sendouts, kick: () => undefined });

  app.decorateRequest('locale', 'ja');
  // Hooks every request runs are callback-style: an async hook costs a promise and a tick.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = pickLocale(request.headers['content-language']);
    done();
  });

  app.addHook('onClose', async () => {
    // In-flight batch mails finish and are recorded before the database goes.
    await sendouts.close();
    mailer.close();
  });
}

export default fp(corePlugin, { name: 'db' });
