// npm start's first build compresses cheaply (gzip 6, brotli 5) and still writes both siblings
// the server hands out (apps/server/test/precompressed-assets.test.ts).
// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { expect, it } from 'vitest';
import { precompress } from '../../precompress';

it('writes gzip 6 and brotli 5 siblings in fast mode', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'fanclub-precompress-'));
  mkdirSync(path.join(root, 'assets'));
  const raw = Buffer.from(
    `export const islands = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `島${i}`))};`,
  );
  const file = path.join(root, 'assets', 'shell-abcd.js');
  writeFileSync(file, raw);
  const plugin = precompress({ fast: true });
  const config = {
    root,
    build: { outDir: '.', assetsDir: 'assets' },
    logger: { info: () => undefined },
  } as unknown as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as { handler: () => Promise<void> }).handler();

  const gz = readFileSync(`${file}.gz`);
  const br = readFileSync(`${file}.br`);
  expect(gunzipSync(gz).equals(raw)).toBe(true);
  expect(brotliDecompressSync(br).equals(raw)).toBe(true);
  expect(gz.equals(gzipSync(raw, { level: 6 }))).toBe(true);
  const brotli5 = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  expect(br.equals(brotli5)).toBe(true);
});
