// The one-shot HMAC gives exactly what Node's own HMAC gives.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, hmacSha256Bytes } from './tokens';

describe('token signatures', () => {
  it('are the HMAC-SHA256 createHmac computes, for short and long secrets', () => {
    for (const secret of ['short', 'x'.repeat(64), '瀬戸内'.repeat(40)])
      for (const message of ['rcpt:1.2', '', 'link:7 https://setouchi.example.jp/?a=1&b=瀬戸']) {
        const expected = createHmac('sha256', secret).update(message).digest();
        expect(hmacSha256Bytes(secret, message).equals(expected)).toBe(true);
        expect(hmacSha256(secret, message)).toBe(expected.toString('hex'));
      }
  });
});
