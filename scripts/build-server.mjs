// npm run build:server: compiles the server (and the contract package it imports) to plain
// JavaScript in apps/server/dist, so npm start runs no TypeScript compiler. Packages from
// node_modules stay outside the bundle; the SQL migrations are copied beside it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// `--outdir <folder under apps/server>` builds elsewhere (the start test), leaving dist alone.
const outArg = process.argv.indexOf('--outdir');
const outdir = path.resolve(root, outArg > 0 ? process.argv[outArg + 1] : 'apps/server/dist');

/**
 * Bare imports stay external except the workspace's own TypeScript packages. A file inside a
 * package without an exports map is named with its extension, as Node's ESM loader needs
 * (`i18n-iso-countries/index` → `i18n-iso-countries/index.js`).
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@fanclub/') || args.pluginData === 'inner') return undefined;
      const parts = args.path.split('/');
      const nameLength = args.path.startsWith('@') ? 2 : 1;
      const subpath = parts.slice(nameLength).join('/');
      if (!subpath || /\.[cm]?js$|\.json$/.test(subpath) || args.path.startsWith('node:')) {
        return { path: args.path, external: true };
      }
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'inner',
      });
      const name = parts.slice(0, nameLength).join('/');
      const pkgDir = path.join(
        found.path.slice(0, found.path.lastIndexOf(`node_modules/${name}/`)),
        'node_modules',
        name,
      );
      const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
      const extensionless = path.join(pkgDir, subpath);
      if (pkg.exports || !found.path.startsWith(extensionless)) {
        return { path: args.path, external: true };
      }
      return { path: args.path + found.path.slice(extensionless.length), external: true };
    });
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'apps/server/src/server.ts' },
  outdir,
  bundle: true,
  // Lazily loaded parts (the S3 client) stay in their own chunk, loaded only when used.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(`${root}apps/server/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`Server compiled to ${path.relative(root, outdir)} in ${Date.now() - started} ms`);
