// Sizes what a first visit downloads, from Vite's build manifest: the entry chunk and its
// static imports, plus the lazy route chunks of the path and theirs, file by file as a gzip
// client is served them: the build's `.gz` sibling (Zopfli, apps/web/precompress.ts, which the
// server sends as it is) where there is one, else gzip at zlib's level 6 (@fastify/compress on the
// fly). Prints the brotli total too (the `.br` sibling, else brotli at @fastify/compress's
// quality 4). Fails when a path's JS is over its ceiling or when admin-only chunks load for a
// member. Run after `npm run build` (or a build into WEB_DIST).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 300;
const TARGET_KB = 170;
/**
 * Per path, a ceiling ~1 KB above what a first visit loads, in the build's `.gz` files: a change
 * that adds to it fails here and has to say why (or move the weight behind a lazy import).
 */
const CEILING_KB = { '/signin': 172, '/home': 220 };
/**
 * The lazy modules the router loads for each path (see apps/web/src/app/router.tsx), and the
 * text catalogues apps/web/src/lib/i18n.ts fetches for it in the default language (ja). The
 * build preloads the same modules from index.html (routePreload in apps/web/vite.config.ts).
 */
const VISITS = {
  '/signin': [
    'src/app/layouts/auth-layout.tsx',
    'src/features/auth/routes/sign-in.tsx',
    'src/locales/ja/common.json',
    'src/locales/ja/auth.json',
  ],
  '/home': [
    'src/app/layouts/member-layout.tsx',
    'src/app/routes/member-home.tsx',
    'src/app/routes/member-home-data.ts',
    'src/locales/ja/common.json',
    'src/locales/ja/member.json',
    'src/locales/ja/surveys.json',
    'src/locales/ja/offers.json',
  ],
};
/** Chunks that must never reach a public or member page. */
const ADMIN_ONLY = [
  /^src\/features\/admin-/,
  /^src\/admin-kit\//,
  /^src\/app\/layouts\/admin-layout/,
  /charts|recharts/,
];

// WEB_DIST sizes a build made elsewhere (as the browser tests serve one), else apps/web/dist.
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`bundle budget: ${manifestFile} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk keys a module pulls in: itself and its static imports, recursively. */
function collect(key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`"${key}" is not in the build manifest`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, into);
  return into;
}

/** KB on the wire: the precompressed sibling (`.gz`, `.br`) if the build wrote one. */
function sizer(extension, compress) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) {
      const full = path.join(dist, file);
      const sibling = `${full}${extension}`;
      const bytes = existsSync(sibling)
        ? statSync(sibling).size
        : compress(readFileSync(full)).length;
      cache.set(file, bytes / 1024);
    }
    return cache.get(file);
  };
}
const gzipKb = sizer('.gz', (data) => gzipSync(data));
const brotliKb = sizer('.br', (data) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
);
/** Whether the build wrote the siblings (apps/web/precompress.ts): for the printout only. */
const entryFile = manifest[entryKey].file;
const precompressed = existsSync(path.join(dist, `${entryFile}.gz`));
console.log(
  precompressed
    ? 'bundle sizes: the .gz (Zopfli) and .br (brotli 11) files the build wrote, as served'
    : 'bundle sizes: no precompressed files in this build; gzip -6 and brotli 4, as compressed on the fly',
);

const problems = [];
for (const [visit, lazyModules] of Object.entries(VISITS)) {
  const keys = new Set();
  try {
    for (const key of [entryKey, ...lazyModules]) collect(key, keys);
  } catch (error) {
    problems.push(`${visit}: ${error.message} (update VISITS in scripts/bundle-budget.mjs?)`);
    continue;
  }
  const js = new Set([...keys].map((key) => manifest[key].file));
  const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const sum = (files, size = gzipKb) => [...files].reduce((total, file) => total + size(file), 0);
  const jsKb = sum(js);
  const cssKb = sum(css);
  console.log(
    `bundle ${visit}: JS ${jsKb.toFixed(1)} KB gz, CSS ${cssKb.toFixed(1)} KB gz; ` +
      `JS ${sum(js, brotliKb).toFixed(1)} KB br, CSS ${sum(css, brotliKb).toFixed(1)} KB br ` +
      `(${js.size} JS files, ${css.size} CSS; ceiling ${CEILING_KB[visit] ?? BUDGET_KB} KB JS gz, target ${TARGET_KB} KB)`,
  );
  if (process.env.BUNDLE_DETAIL) {
    for (const file of [...js, ...css].sort((a, b) => gzipKb(b) - gzipKb(a))) {
      const kb = (size) => size(file).toFixed(1).padStart(7);
      console.log(`  ${kb(gzipKb)} KB gz ${kb(brotliKb)} KB br  ${file}`);
    }
  }
  const ceiling = Math.min(BUDGET_KB, CEILING_KB[visit] ?? BUDGET_KB);
  if (jsKb > ceiling) {
    problems.push(`${visit}: JS is ${jsKb.toFixed(1)} KB gz, over its ${ceiling} KB ceiling`);
  }
  const admin = [...keys].filter((key) => ADMIN_ONLY.some((pattern) => pattern.test(key)));
  if (admin.length > 0) problems.push(`${visit}: loads admin-only chunks: ${admin.join(', ')}`);
}

if (problems.length > 0 && !precompressed) {
  problems.push(
    '(this build has no .gz files: the ceilings count those of apps/web/precompress.ts)',
  );
}
if (problems.length > 0) {
  console.error(`bundle budget FAILED:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
