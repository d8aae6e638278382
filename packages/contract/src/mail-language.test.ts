import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from './codes';
import { mailLanguageChain, mailLanguageFor } from './mail-language';

const ALL: ContentLanguage[] = ['ja', 'en', 'zh', 'ko', 'th', 'tw'];

describe('the mail language chain', () => {
  it.each([
    // main, others, written, expected
    ['ko', [], ALL, 'ko'],
    ['ko', [], ['ja', 'en'], 'en'],
    ['ko', [], ['ja'], 'ja'],
    ['ko', ['zh', 'tw'], ['ja', 'tw', 'zh'], 'zh'],
    ['ko', ['th', 'tw'], ['ja', 'en', 'tw'], 'tw'],
    ['ko', ['th'], ['ja', 'en', 'tw'], 'en'],
    ['th', ['ja'], ['ja', 'en'], 'ja'],
    ['en', [], ['ja'], 'ja'],
    ['ja', ['en'], ['ja', 'en'], 'ja'],
    ['zh-TW', [], ['ja', 'tw'], 'tw'],
    ['en-GB', [], ['ja', 'en'], 'en'],
    ['xx', ['yy', 'ko'], ['ja', 'ko'], 'ko'],
    [null, null, ['ja', 'en'], 'en'],
    ['ko', [], [], 'ja'],
  ] as const)('main %s, others %j, written %j → %s', (main, others, written, expected) => {
    expect(mailLanguageFor({ mainLanguage: main, otherLanguages: others }, written)).toBe(expected);
  });

  it('tries each language once, English before Japanese', () => {
    expect(mailLanguageChain({ mainLanguage: 'ko', otherLanguages: ['en', 'ko', 'th'] })).toEqual([
      'ko',
      'en',
      'th',
      'ja',
    ]);
  });
});
