import { describe, expect, it } from 'vitest';
import { browserLocale, initialLocale } from './locale';

describe('the locale a page load starts in', () => {
  it("takes a link's lang first, whatever was stored or the browser prefers", () => {
    expect(initialLocale('?token=1.n.abc&lang=en', 'ja', ['ja-JP'])).toBe('en');
    expect(initialLocale('?lang=ja', 'en', ['en-US'])).toBe('ja');
  });

  it('keeps the visitor’s own choice over the browser languages', () => {
    expect(initialLocale('', 'ja', ['en-US', 'en'])).toBe('ja');
    expect(initialLocale('?lang=ko', 'en', ['ja'])).toBe('en');
  });

  it('chooses from Accept-Language on a first visit: ja or en, anything else ja', () => {
    expect(initialLocale('', null, ['en-GB', 'en'])).toBe('en');
    expect(initialLocale('', null, ['ja-JP'])).toBe('ja');
    expect(initialLocale('', 'fr', ['fr-FR', 'en'])).toBe('en');
    expect(initialLocale('', null, ['ko-KR', 'zh-TW'])).toBe('ja');
    expect(browserLocale([])).toBe('ja');
  });
});
