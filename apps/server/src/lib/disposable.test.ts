import { describe, expect, it } from 'vitest';
import { isDisposableAddress } from './disposable';

describe('isDisposableAddress', () => {
  it('matches listed domains and their subdomains, case-insensitively', () => {
    expect(isDisposableAddress('a@mailinator.com')).toBe(true);
    expect(isDisposableAddress('a@x.y.MAILINATOR.com')).toBe(true);
    expect(isDisposableAddress('a@gmail.com')).toBe(false);
    expect(isDisposableAddress('a@example.jp')).toBe(false);
    expect(isDisposableAddress('a@com')).toBe(false);
  });
});
