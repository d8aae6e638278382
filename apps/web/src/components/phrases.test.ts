import { describe, expect, it } from 'vitest';
import { japaneseWords } from './phrases';

describe('japaneseWords', () => {
  it('keeps words whole, so a line never breaks inside ポイント or コミュニティ', () => {
    const words = japaneseWords('ポイントを交換してコミュニティに寄付する')!;
    expect(words.join('')).toBe('ポイントを交換してコミュニティに寄付する');
    expect(words.some((w) => w.startsWith('ポイント'))).toBe(true);
    expect(words.some((w) => w.startsWith('コミュニティ'))).toBe(true);
    for (const w of words) expect(w).not.toMatch(/^(イント|ュニティ|ニティ)/);
  });

  it('leaves text without Japanese alone', () => {
    expect(japaneseWords('Exchange your points')).toBeNull();
  });
});
