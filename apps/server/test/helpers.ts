// Test harness: the real app on a fresh database (PGlite in memory, or a new PostgreSQL
// database when DATABASE_URL is set), a cookie-keeping client, and small factories.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { afterAll, beforeAll } from 'vitest';
import { checkMailsAfterEachTest, closeAfterMailCheck } from './mime-check';
import { mailMessages, posts, users, type UserRow } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import { newReferralCode } from '../src/lib/referral-code';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
};

export async function freshPostgres(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fanclub_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestContext(env: Record<string, string> = {}): Promise<TestContext> {
  const baseUrl = process.env.DATABASE_URL;
  const pgDb = baseUrl ? await freshPostgres(baseUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fanclub-test-')),
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(tmpdir(), 'fanclub-no-web'),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const database: Database = await openDatabase({
    databaseUrl: config.databaseUrl,
    fromTemplate: true,
  });
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    db: database.db,
    config,
    close: () =>
      closeAfterMailCheck(database.db, async () => {
        await app.close().then(() => database.close());
        await pgDb?.drop();
      }),
  };
}

/**
 * The set-up every API test file shares: a fresh app and database for the file (built before
 * its first test, closed after its last). The returned object reads through to that context,
 * so a file writes `const ctx = useTestApp();` and uses `ctx.app`, `ctx.db`, `ctx.config`.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestContext(env);
    await current.app.ready();
  });
  afterAll(async () => {
    await current?.close();
  });
  checkMailsAfterEachTest(() => current?.db);
  const get = (): TestContext => {
    if (!current) throw new Error('useTestApp: the context exists only inside hooks and tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get config() {
      return get().config;
    },
    close: () => get().close(),
  };
}

/** The contract's error envelope, as tests read it. */
export type ErrorBody = {
  code: number;
  error_code: string;
  message: string;
  errors?: Record<string, string[]>;
};

export type Locale = 'ja' | 'en';

/** A fresh client address, so throttles keyed by IP never meet across tests or runs. */
export function randomIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}
type Response = LightMyRequestResponse & { body: string };

/** A browser-like client: keeps cookies, sends X-XSRF-TOKEN and Content-Language. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    private app: FastifyInstance,
    public locale: Locale = 'en',
    public ip = randomIp(),
  ) {}

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> },
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'content-language': this.locale,
      ...(options.headers ?? {}),
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = xsrf;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await this.app.inject({ ...options, headers, remoteAddress: this.ip });
    this.store(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload?: object, headers?: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
  }

  async csrf() {
    await this.get('/sanctum/csrf-cookie');
    return this;
  }

  async login(email: string, password = DEFAULT_PASSWORD) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const res = await this.post('/api/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return this;
  }
}

export const DEFAULT_PASSWORD = 'Harbour2026';
let defaultHash: Promise<string> | undefined;
let sequence = 0;

/** Inserts a member directly; unique email and nickname unless given. */
export async function buildMember(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<UserRow> {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  sequence += 1;
  const tag = `${process.pid}${sequence}${randomBytes(2).toString('hex')}`;
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      email: `member${tag}@example.jp`,
      passwordHash: await defaultHash,
      firstName: '花子',
      lastName: '瀬戸',
      nickname: `member${tag}`,
      yearOfBirth: 1990,
      gender: 'GD02',
      mainLanguage: 'ja',
      status: 'active',
      referralCode: newReferralCode(),
      termsConsentedAt: now,
      accountSettingUpdatedAt: now,
      emailVerifiedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

export const buildAdmin = (db: Db, overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildMember(db, { isAdmin: true, ...overrides });

/** Inserts a post directly: published a minute ago for everyone, unless told otherwise. */
export async function buildPost(
  db: Db,
  overrides: Partial<typeof posts.$inferInsert> = {},
): Promise<typeof posts.$inferSelect> {
  const [row] = await db
    .insert(posts)
    .values({
      title: '尾道の坂道さんぽ',
      contents: '<p>猫の細道を歩きました。</p>',
      excerpt: '猫の細道を歩きました。',
      status: 'published',
      publishAt: new Date(Date.now() - 60_000),
      audience: { type: 'all' },
      ...overrides,
    })
    .returning();
  return row!;
}

/** The newest mail to an address, read from the outbox table. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailMessages)
    .where(sql`lower(${mailMessages.toAddress}) = ${to.toLowerCase()}`)
    .orderBy(desc(mailMessages.id))
    .limit(1);
  return row;
}

export async function mailCount(db: Db, to: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(sql`lower(${mailMessages.toAddress}) = ${to.toLowerCase()}`);
  return row?.n ?? 0;
}

/** The first APP_URL link in a mail's text body. */
export function linkIn(text: string, pathPrefix: string): URL {
  const match = text.match(new RegExp(`http://localhost:3000${pathPrefix}\\S+`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail:\n${text}`);
  return new URL(match[0]);
}

/** The token of the newest password reset link mailed to an address. */
export async function resetTokenFor(db: Db, email: string): Promise<string> {
  const mail = await lastMailTo(db, email);
  return linkIn(mail!.textBody, '/reset-password').searchParams.get('token')!;
}

/** The reset call: a new password (typed twice) for `email` with the mailed `token`. */
export const resetPassword = (c: Client, token: string, email: string, password: string) =>
  c.post('/api/reset-password', { token, email, password, passwordConfirmation: password });

export const json = <T = Record<string, unknown>>(res: { body: string }) =>
  JSON.parse(res.body) as T;

export function registration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const tag = `${process.pid}${sequence}${randomBytes(2).toString('hex')}`;
  return {
    firstName: '太郎',
    lastName: '瀬戸内',
    nickname: `taro${tag}`,
    email: `taro${tag}@example.jp`,
    password: 'Kaigan2026',
    passwordConfirmation: 'Kaigan2026',
    yearOfBirth: 1990,
    gender: 'GD01',
    phone: '0821234567',
    postalCode: '7220035',
    policyAgreement: true,
    ...overrides,
  };
}
