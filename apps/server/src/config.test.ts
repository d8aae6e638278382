import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'fanclub-config-'));

describe('loadConfig', () => {
  it('has the contract defaults', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      minRegistrationAge: 18,
      referralLotteryEnabled: false,
      seedDemo: true,
      secureCookies: false,
    });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('requires admins to set up two-step sign-in in production only, unless told', () => {
    expect(loadConfig({ DATA_DIR: dir() }).adminRequire2fa).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), NODE_ENV: 'test' }).adminRequire2fa).toBe(false);
    const production = {
      DATA_DIR: dir(),
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      REPORT_SECRET: 'r'.repeat(32),
      SURVEY_SECRET: 'v'.repeat(32),
    };
    expect(loadConfig(production).adminRequire2fa).toBe(true);
    expect(loadConfig({ ...production, ADMIN_REQUIRE_2FA: 'false' }).adminRequire2fa).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), ADMIN_REQUIRE_2FA: '1' }).adminRequire2fa).toBe(true);
  });

  it('generates development secrets once and keeps them in DATA_DIR', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    const b = loadConfig({ DATA_DIR: d });
    expect(a.secrets.session).toHaveLength(64);
    expect(b.secrets).toEqual(a.secrets);
  });

  it('stops a production start that lacks secrets, naming them', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir(), SESSION_SECRET: 'x'.repeat(32) }),
    ).toThrow(/REPORT_SECRET, SURVEY_SECRET/);
  });

  const shared = {
    SESSION_SECRET: 's'.repeat(32),
    REPORT_SECRET: 'r'.repeat(32),
    SURVEY_SECRET: 'v'.repeat(32),
  };

  it('needs the three secrets given with DATABASE_URL, as every process must share them', () => {
    const url = 'postgres://localhost/fanclub';
    // Two processes with data folders of their own would otherwise make secrets of their own.
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_URL: url })).toThrow(
      /DATABASE_URL needs these secrets set, the same in every server process: SESSION_SECRET, REPORT_SECRET, SURVEY_SECRET/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, SESSION_SECRET: 's'.repeat(32) }),
    ).toThrow(/: REPORT_SECRET, SURVEY_SECRET/);
    const a = loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, ...shared });
    const b = loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, ...shared });
    expect(b.secrets).toEqual(a.secrets);
    expect(a.secrets.session).toBe(shared.SESSION_SECRET);
  });

  it('never seeds demo data into DATABASE_URL unless SEED_DEMO=1', () => {
    const url = 'postgres://localhost/fanclub';
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, ...shared }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir(), DATABASE_URL: url, SEED_DEMO: '1', ...shared }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dir(), SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('trusts no proxy unless told, so X-Forwarded-For cannot dodge the throttles', () => {
    expect(loadConfig({ DATA_DIR: dir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir(), TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe(
      '10.0.0.0/8',
    );
  });

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), ADMIN_EMAIL: 'a@example.jp' })).toThrow(/together/);
    expect(loadConfig({ DATA_DIR: dir(), APP_URL: 'https://fan.example.jp/' })).toMatchObject({
      appUrl: 'https://fan.example.jp',
      secureCookies: true,
    });
  });
});
