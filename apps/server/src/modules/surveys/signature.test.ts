// The completion signature is exactly 64 hex characters (either case): nothing added, dropped
// or foreign is accepted.
import { describe, expect, it } from 'vitest';
import { isValidSignature, signCompletion } from './signature';

const SECRET = 'survey-secret';
const rid = 'R-2026-0042';
const valid = signCompletion(SECRET, rid);

describe('survey completion signature', () => {
  it('accepts the 64 hex characters, in either case', () => {
    expect(valid).toMatch(/^[0-9a-f]{64}$/);
    expect(isValidSignature(SECRET, { rid, sig: valid })).toBe(true);
    expect(isValidSignature(SECRET, { rid, sig: valid.toUpperCase() })).toBe(true);
  });

  it('refuses one more hex character, odd or even, one fewer, or a foreign one', () => {
    for (const sig of [
      `${valid}f`,
      `${valid}0`,
      `${valid}ff`,
      valid.slice(0, 63),
      valid.slice(0, 62),
      `${valid.slice(0, 63)}g`,
      ` ${valid}`,
      '',
    ])
      expect(isValidSignature(SECRET, { rid, sig }), sig).toBe(false);
  });

  it('signs the outcome: a signature over the id alone does not confirm a status', () => {
    const withStatus = signCompletion(SECRET, rid, 'complete');
    expect(isValidSignature(SECRET, { rid, sig: withStatus, status: 'complete' })).toBe(true);
    expect(isValidSignature(SECRET, { rid, sig: valid, status: 'complete' })).toBe(false);
  });
});
