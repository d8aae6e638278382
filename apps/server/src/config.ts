// Every environment variable the server reads, parsed once with zod.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mailEnvShape, mailSettings, type MailSettings } from './config-mail';
import { panelConfig, panelEnv, type PanelConfig } from './config-panel';

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().default('瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>'),
  SESSION_SECRET: z.string().min(16).optional(),
  REPORT_SECRET: z.string().min(8).optional(),
  SURVEY_SECRET: z.string().min(16).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  MIN_REGISTRATION_AGE: z.coerce.number().int().min(0).max(120).default(18),
  REFERRAL_LOTTERY_ENABLED: flag,
  FIRST_SURVEY_POINTS: z.coerce.number().int().min(0).max(100_000).default(50),
  REFERRAL_POINTS: z.coerce.number().int().min(0).max(100_000).default(300),
  /** Yen per US dollar for showing PayPal exchanges (1 point = 1 JPY). */
  PAYPAL_JPY_PER_USD: z.coerce.number().positive().max(100_000).default(150),
  ...panelEnv,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object a line (npm start, for log collectors); pretty: short lines (npm run dev). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  WEB_DIST: z.string().optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(5000),
  /** Sendout batches: mails per second per server process (0 = as fast as SMTP takes them). */
  SENDOUT_RATE: z.coerce.number().min(0).max(10_000).default(50),
  SENDOUT_PAGE_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  SENDOUT_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(8),
  /** A claimed recipient not recorded within this time (a process died) is claimed again. */
  SENDOUT_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** A batch ends `fail` once this share of its recipients failed (after 20 tries). */
  SENDOUT_FAIL_RATIO: z.coerce.number().min(0).max(1).default(0.2),
  CSP_EXTRA_ORIGINS: z.string().default(''),
  TRUST_PROXY: z.string().default('false'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag,
  /** Bearer token a metrics scraper sends to /api/metrics (admins' sessions work too). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Days after leaving (or a cancellation) before the account's personal fields are erased. */
  ERASE_AFTER_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Admins must set up two-step sign-in before any admin call (default: on in production). */
  ADMIN_REQUIRE_2FA: flag,
  ...mailEnvShape,
});

/** The S3-compatible store for uploads and exports (lib/storage-s3.ts). */
export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** VERP, the bounce mailbox, the providers' webhooks, DKIM (config-mail.ts). */
  mail: MailSettings;
  secrets: { session: string; report: string; survey: string };
  sessionIdleMinutes: number;
  minRegistrationAge: number;
  referralLotteryEnabled: boolean;
  /** PC02 points for completing the first profile survey. */
  firstSurveyPoints: number;
  /** PC06 points for the referrer when a referred friend completes the first survey. */
  referralPoints: number;
  paypalJpyPerUsd: number;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  webDist: string;
  mailPollMs: number;
  sendout: {
    ratePerSecond: number;
    pageSize: number;
    connections: number;
    leaseSeconds: number;
    failRatio: number;
  };
  /** Origins added to the Content-Security-Policy (an analytics provider, a CDN). */
  cspExtraOrigins: string[];
  /** Fastify's trustProxy: false, true, a hop count, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string;
  /** Files go to this bucket when S3_BUCKET is set; else to $DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  metricsToken: string | undefined;
  eraseAfterDays: number;
  /** Every admin enrols in two-step sign-in before reaching an admin call. */
  adminRequire2fa: boolean;
} & PanelConfig;

export class ConfigError extends Error {}

function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Throttles key on the client address, so only a proxy we run may set X-Forwarded-For. */
function parseTrustProxy(value: string): boolean | number | string {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === 'yes') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return value.trim();
}

// The default is the repository's ./data whichever workspace a script runs from.
function dataDirOf(e: z.infer<typeof envSchema>): string {
  return e.DATA_DIR
    ? path.resolve(e.DATA_DIR)
    : fileURLToPath(new URL('../../../data', import.meta.url));
}

/**
 * Where the data lives (database, file store, data folder), for the backup and restore scripts:
 * the same settings the server reads, without asking for the secrets.
 */
export function loadDataConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'dataDir' | 'databaseUrl' | 's3'> {
  const e = parseEnv(env);
  return { dataDir: dataDirOf(e), databaseUrl: e.DATABASE_URL, s3: files(e).s3 };
}

type SecretName = 'session' | 'report' | 'survey';

/** Development secrets are generated once and kept beside the data. */
function loadDevSecrets(dataDir: string, missing: SecretName[]): Record<SecretName, string> {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Record<SecretName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<SecretName, string>>)
    : {};
  let changed = false;
  for (const name of missing) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored as Record<SecretName, string>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = dataDirOf(e);
  const given: Record<SecretName, string | undefined> = {
    session: e.SESSION_SECRET,
    report: e.REPORT_SECRET,
    survey: e.SURVEY_SECRET,
  };
  const missing = (Object.keys(given) as SecretName[]).filter((k) => !given[k]);
  if (missing.length > 0 && e.NODE_ENV === 'production') {
    const names = missing.map((k) => `${k.toUpperCase()}_SECRET`).join(', ');
    throw new ConfigError(`NODE_ENV=production needs these secrets set: ${names}`);
  }
  // A shared database is how several processes (hosts) run one club: each would generate
  // secrets of its own into its own DATA_DIR, and sessions, survey links and report links
  // made by one would fail on the others. So they are given, the same to every process.
  if (missing.length > 0 && e.DATABASE_URL && e.NODE_ENV !== 'test') {
    const names = missing.map((k) => `${k.toUpperCase()}_SECRET`).join(', ');
    throw new ConfigError(
      `DATABASE_URL needs these secrets set, the same in every server process: ${names} ` +
        '(generate each with: openssl rand -hex 32)',
    );
  }
  const generated =
    missing.length === 0
      ? undefined
      : e.NODE_ENV === 'test'
        ? Object.fromEntries(missing.map((k) => [k, randomBytes(32).toString('hex')]))
        : loadDevSecrets(dataDir, missing);
  const secrets = {
    session: given.session ?? generated!.session!,
    report: given.report ?? generated!.report!,
    survey: given.survey ?? generated!.survey!,
  };
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    ...files(e),
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    secureCookies: appUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mail: mailSettings(e, (message) => new ConfigError(message)),
    secrets,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    minRegistrationAge: e.MIN_REGISTRATION_AGE,
    referralLotteryEnabled: e.REFERRAL_LOTTERY_ENABLED ?? false,
    firstSurveyPoints: e.FIRST_SURVEY_POINTS,
    referralPoints: e.REFERRAL_POINTS,
    paypalJpyPerUsd: e.PAYPAL_JPY_PER_USD,
    ...panelConfig(e),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    // Demo data never lands in a real PostgreSQL unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? (e.DATABASE_URL === undefined && e.NODE_ENV !== 'test'),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: path.resolve(e.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    mailPollMs: e.MAIL_POLL_MS,
    sendout: {
      ratePerSecond: e.SENDOUT_RATE,
      pageSize: e.SENDOUT_PAGE_SIZE,
      connections: e.SENDOUT_CONNECTIONS,
      leaseSeconds: e.SENDOUT_LEASE_SECONDS,
      failRatio: e.SENDOUT_FAIL_RATIO,
    },
    cspExtraOrigins: e.CSP_EXTRA_ORIGINS.split(/[\s,]+/).filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    eraseAfterDays: e.ERASE_AFTER_DAYS,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA ?? e.NODE_ENV === 'production',
  };
}

/** S3_BUCKET turns the object store on; the other S3_* keys are refused without it. */
function files(e: z.infer<typeof envSchema>): Pick<Config, 's3' | 'metricsToken'> {
  const partial = e.S3_ENDPOINT ?? e.S3_ACCESS_KEY_ID ?? e.S3_SECRET_ACCESS_KEY;
  if (!e.S3_BUCKET && partial !== undefined) {
    throw new ConfigError('S3_BUCKET must be set with the other S3_* settings');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible servers want the bucket in the path, not the host name.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}
