// Checks every text catalogue for the same keys in each language and no empty value: the web
// app's locales, the API's message catalogue, and the mail templates.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '../packages/contract/src/messages';
import { templates } from '../apps/server/src/mail/templates';

const problems: string[] = [];
type Tree = { [key: string]: string | Tree };

// A plural's forms (i18next's `key_one`, `key_other`; English has two, Japanese one) are one key.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k.replace(PLURAL_SUFFIX, '')}` : k.replace(PLURAL_SUFFIX, '');
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

function compare(what: string, catalogues: Record<string, Map<string, string>>) {
  const languages = Object.keys(catalogues);
  const all = new Set(languages.flatMap((l) => [...catalogues[l]!.keys()]));
  for (const key of all) {
    for (const lang of languages) {
      const value = catalogues[lang]!.get(key);
      if (value === undefined) problems.push(`${what}: "${key}" missing in ${lang}`);
      else if (value.trim() === '') problems.push(`${what}: "${key}" is empty in ${lang}`);
    }
  }
  return all.size;
}

// 1. Web locales: apps/web/src/locales/<lang>/<namespace>.json
const localesDir = 'apps/web/src/locales';
const webLanguages = readdirSync(localesDir);
const namespaces = new Set(webLanguages.flatMap((l) => readdirSync(path.join(localesDir, l))));
let webKeys = 0;
for (const file of namespaces) {
  const catalogues: Record<string, Map<string, string>> = {};
  for (const lang of webLanguages) {
    const full = path.join(localesDir, lang, file);
    try {
      catalogues[lang] = flatten(JSON.parse(readFileSync(full, 'utf8')) as Tree);
    } catch {
      problems.push(`web: ${full} is missing or not valid JSON`);
      catalogues[lang] = new Map();
    }
  }
  webKeys += compare(`web ${file}`, catalogues);
}

// 2. The API's messages.
const apiKeys = compare(
  'api messages',
  Object.fromEntries(
    Object.entries(messages).map(([lang, m]) => [lang, new Map(Object.entries(m))]),
  ),
);

// 3. Mail templates: each renders a subject, greeting and body in every language it has.
const sample = { nickname: '見本', url: 'https://example.jp/x' };
let mailCount = 0;
for (const [name, byLanguage] of Object.entries(templates)) {
  const rendered: Record<string, Map<string, string>> = {};
  for (const [lang, render] of Object.entries(byLanguage)) {
    const parts = (render as (v: typeof sample) => Record<string, unknown>)(sample);
    rendered[lang] = new Map(
      Object.entries(parts).flatMap(([k, v]) =>
        typeof v === 'string'
          ? [[k, v]]
          : Array.isArray(v)
            ? v.map((p, i) => [`${k}.${i}`, String(p)] as [string, string])
            : [[k, JSON.stringify(v)]],
      ),
    );
  }
  compare(`mail ${name}`, rendered);
  mailCount += 1;
}

if (problems.length > 0) {
  for (const p of problems) console.error(`  ${p}`);
  console.error(`translations: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  `translations: web ${webKeys} keys in ${webLanguages.join('/')}, API ${apiKeys} messages, ${mailCount} mail templates — all complete`,
);
