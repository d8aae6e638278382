import { describe, expect, it } from 'vitest';
import { normalizeDigits, toHalfWidthDigits } from './text';

describe('digits typed with a Japanese IME', () => {
  it('turns full-width digits into ASCII', () => {
    expect(toHalfWidthDigits('７６０abc０１９')).toBe('760abc019');
  });

  it('drops hyphens and spaces of every width and keeps a plus', () => {
    expect(normalizeDigits('７６０－００１９')).toBe('7600019');
    expect(normalizeDigits('＋81 90-1234ー5678')).toBe('+819012345678');
  });

  it('leaves a non-string alone', () => {
    expect(normalizeDigits(42)).toBe(42);
    expect(normalizeDigits(null)).toBeNull();
  });
});
