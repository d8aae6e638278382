import { describe, expect, it } from 'vitest';
import { domainOf, messageIdOf, readMessageId, readVerpAddress, verpAddress } from './verp';

const SECRET = 'a-session-secret-of-enough-length';

describe('VERP return paths and Message-IDs', () => {
  it('encodes a sendout mail and a transactional mail and reads them back, whatever the case', () => {
    const sendout = verpAddress(SECRET, 'bounces@club.example', { batchId: 12, userId: 3456 });
    expect(sendout).toMatch(/^bounces\+s12-3456-[0-9a-f]{12}@club\.example$/);
    expect(sendout.split('@')[0]!.length).toBeLessThanOrEqual(64);
    expect(readVerpAddress(SECRET, sendout)).toEqual({ batchId: 12, userId: 3456 });
    expect(readVerpAddress(SECRET, sendout.toUpperCase())).toEqual({ batchId: 12, userId: 3456 });
    const mail = verpAddress(SECRET, 'bounces@club.example', { mailId: 99 });
    expect(readVerpAddress(SECRET, `Bounce <${mail}>`)).toEqual({ mailId: 99 });
    const longest = verpAddress(SECRET, 'bounces@x.example', {
      batchId: 2147483647,
      userId: 2147483647,
    });
    expect(longest.split('@')[0]!.length).toBeLessThanOrEqual(64);
  });

  it('refuses a forged or altered token and a foreign secret', () => {
    const sendout = verpAddress(SECRET, 'bounces@club.example', { batchId: 12, userId: 3456 });
    expect(readVerpAddress(SECRET, sendout.replace('3456', '3457'))).toBeUndefined();
    expect(readVerpAddress('another-secret-of-enough-length', sendout)).toBeUndefined();
    expect(readVerpAddress(SECRET, 'bounces@club.example')).toBeUndefined();
  });

  it("takes the Message-ID's domain from the sender and reads batch and member back", () => {
    const domain = domainOf('瀬戸内ファンクラブ <no-reply@Setouchi-Fanclub.jp>');
    expect(domain).toBe('setouchi-fanclub.jp');
    const id = messageIdOf({ batchId: 7, userId: 42 }, domain);
    expect(id).toBe('<sendout-7-42@setouchi-fanclub.jp>');
    expect(readMessageId(id)).toEqual({ batchId: 7, userId: 42 });
    expect(readMessageId('<mail-5@setouchi-fanclub.jp>')).toEqual({ mailId: 5 });
    expect(readMessageId('<CAF=abc@mail.gmail.com>')).toBeUndefined();
  });
});
