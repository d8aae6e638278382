// English counts go through i18next's plural forms (`key_one`, `key_other`): no "1 posts" or
// "request(s)" in the English catalogue, and Japanese keeps its one form for every count.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve('apps/web/src/locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`),
  );
}

const catalogue = (lang: string) =>
  Object.fromEntries(
    readdirSync(path.join(LOCALES, lang)).map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')) as Tree,
    ]),
  );

/**
 * A number placed right before a countable noun: it needs the noun's singular for one. The end
 * of a range ("from 1 to 5 points") is plural whatever the numbers.
 */
const COUNTED =
  /(?<!\bto )\{\{\s*\w+(?:,\s*\w+)?\s*\}\} (members|posts|likes|comments|points|requests|mails|minutes|photos|replies|topics|groups|days)\b|\(s\)/;

describe('English plurals', () => {
  const en = catalogue('en');

  it('say a counted noun only in plural forms', () => {
    const found = Object.entries(en).flatMap(([ns, tree]) =>
      flatten(tree)
        .filter(([key, value]) => !/_(one|other)$/.test(key) && COUNTED.test(value))
        .map(([key, value]) => `${ns}:${key} = ${value}`),
    );
    expect(found).toEqual([]);
  });

  it('give every plural both forms', () => {
    for (const [ns, tree] of Object.entries(en)) {
      const keys = new Set(flatten(tree).map(([key]) => key));
      for (const key of keys) {
        if (key.endsWith('_one'))
          expect(keys, `${ns}:${key}`).toContain(key.replace(/_one$/, '_other'));
      }
    }
  });

  it('read naturally for one and for many, in English and Japanese', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: catalogue('en'), ja: catalogue('ja') },
      interpolation: { escapeValue: false },
    });
    const t = i18n.getFixedT('en', 'groups');
    expect(t('list.members', { count: 1 })).toBe('1 member');
    expect(t('list.members', { count: 2 })).toBe('2 members');
    expect(i18n.getFixedT('en', 'stats')('fans.total', { count: 1234 })).toBe(
      '1,234 members counted',
    );
    expect(i18n.getFixedT('en', 'admin')('exchange.approve.done', { count: 1 })).toBe(
      'Approved 1 request.',
    );
    const ja = i18n.getFixedT('ja', 'groups');
    expect(ja('list.members', { count: 1 })).toBe(ja('list.members', { count: 1, lng: 'ja' }));
    expect(ja('list.members', { count: 1 })).toContain('1');
    expect(ja('list.members', { count: 1 })).not.toContain('member');
  });
});
