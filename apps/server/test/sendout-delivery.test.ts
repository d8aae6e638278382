// A batch of 10,000 through a real local SMTP server: first straight through, then with the
// server process ended at about 40% and started again. Every member gets exactly one mail, in
// their language, with their names filled in. The server runs as a child process (the real
// src/server.ts), on PostgreSQL when DATABASE_URL is set, else on an embedded PGlite directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { freshPostgres } from './helpers';
import { exited, freePort, startServer } from './instances';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const MEMBERS = 10_000;
/** A batch's SMTP connections (the product's default): at most as many mails repeat at a kill. */
const CONNECTIONS = 8;
const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
type Mail = { to: string; messageId: string; subject: string; raw: string };
let received: Mail[] = [];
let sink: SmtpSink;
let smtpPort = 0;

function header(raw: string, name: string): string {
  // Long values are folded onto the next lines, which start with white space.
  const m = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return (m?.[1] ?? '')
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\r/g, '')
    .trim();
}

/** RFC 2047 subjects back to text. */
function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ).toString('utf8'),
  );
}

beforeAll(async () => {
  sink = await startSmtpSink(({ to, raw }) =>
    received.push({
      to: to[0]!,
      messageId: header(raw, 'Message-ID'),
      subject: decodeSubject(header(raw, 'Subject')),
      raw,
    }),
  );
  smtpPort = sink.port;
});
afterAll(async () => {
  await sink.close();
});

type Setup = {
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
};

/** A database with the migrations, 10,000 consenting members and one batch due now. */
async function prepare(members = MEMBERS): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclub-sendout-'));
  const pgDb = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const open = () => openDatabase({ databaseUrl: pgDb?.url, pgliteDir: path.join(dataDir, 'db') });
  const database = await open();
  await database.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, nickname, year_of_birth,
      gender, main_language, status, referral_code, newsletter_consent, email_verified_at)
    select 'm' || i || '@example.jp', 'x', '花子' || i, '瀬戸', 'm' || i, 1990, 'GD02',
      (array['ja', 'en', 'zh', 'ko'])[1 + i % 4], 'active', 'R' || lpad(i::text, 5, '0'), true, now()
    from generate_series(1, ${members}) as i`);
  await database.db.execute(sql`
    insert into sendout_batches (source, source_id, type, status, consent, audience, mail, scheduled_at)
    values ('post', 1, 'invitation', 'schedule', 'newsletter', '{"type":"all"}',
      ${JSON.stringify({
        ja: {
          subject: '{{nick_name}}様 瀬戸内の秋祭り',
          body: '<p>{{last_name}} {{first_name}} 様</p>',
        },
        en: { subject: 'Autumn festivals, {{nick_name}}', body: '<p>Dear {{first_name}}</p>' },
        zh: { subject: '{{nick_name}}，濑户内秋季祭典', body: '<p>{{first_name}} 您好</p>' },
      })}::jsonb, now())`);
  await database.close();
  return {
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      MAIL_POLL_MS: '200',
      SENDOUT_RATE: '0',
      SENDOUT_PAGE_SIZE: '100',
      SENDOUT_CONNECTIONS: String(CONNECTIONS),
      SENDOUT_LEASE_SECONDS: '2',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    open,
    drop: async () => {
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out (${received.length} mails received)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every member once, in their language, named; the batch recorded as completed. */
async function expectEveryoneOnce(setup: Setup) {
  const byRecipient = new Map<string, Mail>();
  for (const mail of received) {
    expect(byRecipient.has(mail.to), `${mail.to} mailed twice`).toBe(false);
    byRecipient.set(mail.to, mail);
  }
  expect(byRecipient.size).toBe(MEMBERS);
  expect(new Set(received.map((m) => m.messageId)).size).toBe(MEMBERS);
  for (const i of [1, 2, 3, 4, 4_000, 9_999, 10_000]) {
    const mail = byRecipient.get(`m${i}@example.jp`)!;
    const language = LANGUAGES[i % 4]!;
    const expected = {
      ja: `m${i}様 瀬戸内の秋祭り`,
      en: `Autumn festivals, m${i}`,
      zh: `m${i}，濑户内秋季祭典`,
      ko: `Autumn festivals, m${i}`, // Korean is not written: English, then Japanese.
    }[language];
    expect(mail.subject, `m${i} (${language})`).toBe(expected);
    expect(header(mail.raw, 'List-Unsubscribe')).toMatch(/^<http:\/\/.*\/api\/mail\/unsubscribe\//);
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  }
  const database = await setup.open();
  const [batch] = (
    (await database.db.execute(
      sql`select status, recipient_count, sent_count, failed_count from sendout_batches`,
    )) as unknown as { rows: Record<string, unknown>[] }
  ).rows;
  await database.close();
  expect(batch).toEqual({
    status: 'completed',
    recipient_count: MEMBERS,
    sent_count: MEMBERS,
    failed_count: 0,
  });
}

describe('a batch of 10,000 over SMTP', () => {
  it('delivers 10,000 distinct mails, each in the recipient’s language with tags filled', async () => {
    received = [];
    const setup = await prepare();
    const server = startServer(setup.env, await freePort());
    try {
      await until(() => received.length >= MEMBERS, 240_000);
      // Nothing more arrives: a few more ticks of the engine.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
    await expectEveryoneOnce(setup);
    await setup.drop();
  }, 300_000);

  it('ends the server at about 40% and resumes after a restart to exactly 10,000, none twice', async () => {
    received = [];
    const setup = await prepare();
    const first = startServer(setup.env, await freePort());
    await until(() => received.length >= MEMBERS * 0.4, 240_000);
    first.kill('SIGTERM');
    await exited(first);
    const atStop = received.length;
    expect(atStop).toBeLessThan(MEMBERS);

    const second = startServer(setup.env, await freePort());
    try {
      await until(() => received.length >= MEMBERS, 240_000);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    await expectEveryoneOnce(setup);
    await setup.drop();
  }, 300_000);

  it('after a hard kill (SIGKILL) misses nobody; a mail in flight may repeat with its Message-ID', async () => {
    // Smaller: what matters is the kill, and the 10,000 runs above already take their time.
    const members = 3_000;
    received = [];
    const setup = await prepare(members);
    const first = startServer(setup.env, await freePort());
    await until(() => received.length >= members * 0.4, 240_000);
    first.kill('SIGKILL');
    await exited(first);
    const second = startServer(setup.env, await freePort());
    try {
      await until(() => new Set(received.map((m) => m.to)).size >= members, 240_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      second.kill('SIGTERM');
      await exited(second);
    }
    const distinct = new Set(received.map((m) => m.to));
    expect(distinct.size).toBe(members);
    // Only the mails on the wire at the kill can be in doubt: at most one per SMTP connection.
    expect(received.length - distinct.size).toBeLessThanOrEqual(CONNECTIONS);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(members);
    await setup.drop();
  }, 300_000);
});
