// Without SMTP a mail is stored in the outbox and logged: in production the log line names the
// recipient and subject only, never the body (a gift code, a sign-in link).
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createMailer } from './mailer';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ fromTemplate: true });
});
afterAll(async () => {
  await database.close();
});

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const log = {
    info: (fields: Record<string, unknown>) => lines.push(fields),
    error: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { lines, log };
}

const mail = {
  to: 'hanako@example.jp',
  subject: 'ギフトコードのお知らせ',
  text: 'ギフトコード: AQ7K-99XZ-LM2P',
  html: '<p>ギフトコード: AQ7K-99XZ-LM2P</p>',
};

describe('the outbox log line', () => {
  it.each([
    [false, undefined],
    [true, mail.text],
  ])('with logBodies %s logs the body %s', async (logBodies, body) => {
    const { lines, log } = capture();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'club@example.jp',
      log,
      logBodies,
    });
    await mailer.sendRendered(database.db, { ...mail, language: 'ja', template: 'reward_code' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: mail.to, subject: mail.subject });
    expect(lines[0]!.body).toBe(body);
    expect(JSON.stringify(lines[0]).includes('AQ7K')).toBe(logBodies);
    mailer.close();
  });
});
