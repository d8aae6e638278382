// Without SMTP a mail is stored in the outbox and logged: in every mode the log line names the
// recipient, subject and outbox id only, never the body (a gift code, a sign-in link).
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
  it('names the recipient, subject and outbox id, never the body', async () => {
    const { lines, log } = capture();
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'club@example.jp',
      log,
    });
    await mailer.sendRendered(database.db, { ...mail, language: 'ja', template: 'reward_code' });
    expect(lines).toHaveLength(1);
    expect(Object.keys(lines[0]!).sort()).toEqual(['mailId', 'subject', 'to']);
    expect(lines[0]).toMatchObject({ to: mail.to, subject: mail.subject });
    expect(lines[0]!.mailId).toEqual(expect.any(Number));
    expect(JSON.stringify(lines[0])).not.toContain('AQ7K');
    mailer.close();
  });
});
