import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectTarget('/rewards?tab=paypal#list')).toBe('/rewards?tab=paypal#list');
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['a relative path', 'rewards'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['the sign-out page', '/logout'],
    ['an API call', '/api/me/unsubscribe'],
    ['an API path dressed as a start link', '/api/campaigns/1/start/../../me'],
    ['dot segments that leave a protocol-relative path', '/..//evil.example/path'],
    ['dot segments and a backslash', '/../\\evil.example/path'],
    ['encoded slashes after dot segments', '/.././/evil.example'],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectTarget(value)).toBeUndefined();
  });

  it('keeps the survey start and offer links, which the server answers', () => {
    expect(safeRedirectTarget('/api/campaigns/12/start')).toBe('/api/campaigns/12/start');
    expect(safeRedirectTarget('/api/offers/3/go')).toBe('/api/offers/3/go');
  });

  it('normalises dot segments so they cannot climb out', () => {
    expect(safeRedirectTarget('/a/../home')).toBe('/home');
  });
});
