// A mail signed in the product verifies with a kept verifier (mailauth) given the DNS record a
// club publishes; a tampered body fails. Both the pre-rendered sendout bytes and a mail composed
// by nodemailer's transport (the transactional mails) are signed.
import { generateKeyPairSync } from 'node:crypto';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { messageTemplate } from '../modules/sendouts/message';
import { dkimSigner } from './dkim';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const settings = {
  domainName: 'club.example',
  keySelector: 'fanclub',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
};
/** The TXT record the README tells a club to publish at fanclub._domainkey.club.example. */
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'fanclub._domainkey.club.example') return [[record]];
  throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' });
};

async function verdict(message: Buffer) {
  const result = await dkimVerify(message, { resolver });
  return result.results.map(
    (r) => `${r.status.result}${r.status.comment ? ` (${r.status.comment})` : ''}`,
  );
}

describe('DKIM signing', () => {
  it("signs a sendout's pre-rendered message so that it verifies; a tampered body fails", async () => {
    const fill = await messageTemplate('瀬戸内ファンクラブ <news@club.example>');
    const message = fill({
      to: 'hanako@example.jp',
      subject: '今月のおすすめ',
      text: 'しまなみ海道のサイクリング',
      html: '<p>しまなみ海道のサイクリング</p>',
      messageId: '<sendout-7-42@club.example>',
      unsubscribeUrl: 'https://club.example/api/mail/unsubscribe/42.n.sig',
    });
    const signed = await dkimSigner(settings)!(message);
    expect(signed.toString('latin1')).toMatch(/^DKIM-Signature: v=1; a=rsa-sha256;/);
    expect(await verdict(signed)).toEqual(['pass']);
    const tampered = Buffer.from(
      signed.toString('latin1').replace(/\r\n\r\n(--[^\r]+\r\n)/, '\r\n\r\nAdded line\r\n$1'),
      'latin1',
    );
    expect(tampered.equals(signed)).toBe(false);
    // mailauth answers neutral, not fail, when only the body hash differs (RFC 6376 6.1.3).
    expect(await verdict(tampered)).toEqual(['neutral (body hash did not verify)']);
  });

  it("signs the transactional mails through nodemailer's transport option", async () => {
    const signed = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      dkim: settings,
    });
    const info = await signed.sendMail({
      from: 'news@club.example',
      to: 'hanako@example.jp',
      subject: 'パスワードの再設定',
      text: 'リンクは1時間有効です。',
    });
    const message = info.message as Buffer;
    expect(await verdict(message)).toEqual(['pass']);
  });

  it('has nothing to sign with without DKIM settings', () => {
    expect(dkimSigner(undefined)).toBeUndefined();
  });
});
