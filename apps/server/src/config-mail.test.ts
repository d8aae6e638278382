import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { NODE_ENV: 'test' };
const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('the mail identity settings', () => {
  it('are off by default: no VERP, no mailbox, no provider, no DKIM', () => {
    expect(loadConfig(base).mail).toEqual({
      bounceAddress: undefined,
      bounceMailboxUrl: undefined,
      sesTopicArns: [],
      sendgridPublicKey: undefined,
      postmark: undefined,
      dkim: undefined,
    });
  });

  it('refuses a partial DKIM set, a key that is no key, and half of the Postmark login', () => {
    expect(() => loadConfig({ ...base, DKIM_DOMAIN: 'club.example' })).toThrow(
      /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together/,
    );
    expect(() =>
      loadConfig({ ...base, DKIM_DOMAIN: 'club.example', DKIM_SELECTOR: 'fanclub' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...base,
        DKIM_DOMAIN: 'club.example',
        DKIM_SELECTOR: 'fanclub',
        DKIM_PRIVATE_KEY: 'x'.repeat(200),
      }),
    ).toThrow(/DKIM_PRIVATE_KEY must be a private key/);
    expect(() => loadConfig({ ...base, POSTMARK_WEBHOOK_USER: 'postmark' })).toThrow(
      /must be set together/,
    );
    expect(() => loadConfig({ ...base, BOUNCE_MAILBOX_URL: 'http://mail.example' })).toThrow(
      /BOUNCE_MAILBOX_URL/,
    );
  });

  it('reads a full set, a one-line PEM with \\n and a list of topics', () => {
    const c = loadConfig({
      ...base,
      MAIL_BOUNCE_ADDRESS: 'Bounces@Club.example',
      BOUNCE_MAILBOX_URL: 'imaps://bounces:secret@mail.club.example:993/INBOX',
      SES_SNS_TOPIC_ARNS: 'arn:aws:sns:us-east-1:123456789012:a, arn:aws:sns:eu-west-1:1:b',
      POSTMARK_WEBHOOK_USER: 'postmark',
      POSTMARK_WEBHOOK_PASSWORD: 'a-long-password',
      DKIM_DOMAIN: 'club.example',
      DKIM_SELECTOR: 'fanclub',
      DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    }).mail;
    expect(c.bounceAddress).toBe('bounces@club.example');
    expect(c.sesTopicArns).toHaveLength(2);
    expect(c.postmark).toEqual({ user: 'postmark', password: 'a-long-password' });
    expect(c.dkim).toEqual({ domainName: 'club.example', keySelector: 'fanclub', privateKey: pem });
  });
});
