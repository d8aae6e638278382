// After a build, writes a `.gz` and a `.br` beside each compressible file of assets/, which the
// server hands out as they are (@fastify/static `preCompressed`, apps/server/src/app.ts)
// instead of compressing on the fly: Zopfli's gzip is ~4 % smaller than zlib's level 6 (what a
// gzip-only client downloads), brotli at quality 11 ~15 % smaller than @fastify/compress's
// default quality. Both are deterministic, so the same build writes the same bytes.
// PRECOMPRESS=fast (npm start's first build) writes zlib gzip 6 and brotli 5 instead: a few
// seconds rather than most of a minute, a few per cent larger on the wire.
// scripts/bundle-budget.mjs sizes the `.gz` files.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Below this the server sends the file as it is (@fastify/compress's threshold, too). */
const MIN_BYTES = 1024;
/** Formats that are compressed already: another pass gains nothing. */
const COMPRESSED = /\.(png|jpe?g|gif|webp|avif|woff2?|gz|br|zst|zip|mp3|mp4|webm|pdf)$/i;
/** Zopfli's passes per file: its default, and ~20 s of CPU for the whole build on one core. */
const ZOPFLI_ITERATIONS = 15;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function gzipAll(files: string[]): Promise<number> {
  let written = 0;
  for (const file of files) {
    const out = await gzipAsync(await readFile(file), { level: 6 });
    await writeFile(`${file}.gz`, out);
    written += out.length;
  }
  return written;
}

/**
 * Zopfli (WebAssembly) runs synchronously: one worker thread per core takes the files in turn,
 * largest first. Each reads a file and writes its `.gz`, and answers with the written size.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync, writeFileSync } = require('node:fs');
const { gzip } = require(workerData.zopfli);
parentPort.on('message', (file) => {
  gzip(readFileSync(file), { numiterations: workerData.iterations }, (error, out) => {
    if (error) throw error;
    writeFileSync(file + '.gz', out);
    parentPort.postMessage(out.length);
  });
});
`;

function zopfliAll(files: string[]): Promise<number> {
  if (files.length === 0) return Promise.resolve(0);
  const zopfli = createRequire(import.meta.url).resolve('@gfx/zopfli');
  const queue = [...files];
  let written = 0;
  const count = Math.min(availableParallelism(), files.length);
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        eval: true,
        workerData: { zopfli, iterations: ZOPFLI_ITERATIONS },
      });
      const next = () => {
        const file = queue.shift();
        if (file) worker.postMessage(file);
        else void worker.terminate().then(() => resolve());
      };
      worker.on('message', (size: number) => {
        written += size;
        next();
      });
      worker.on('error', reject);
      next();
    });
  return Promise.all(Array.from({ length: count }, one)).then(() => written);
}

async function brotliAll(files: string[], quality: number): Promise<number> {
  let written = 0;
  for (const file of files) {
    const raw = await readFile(file);
    const out = await brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    await writeFile(`${file}.br`, out);
    written += out.length;
  }
  return written;
}

/**
 * `fast` (PRECOMPRESS=fast, npm start's first build): cheap settings on the operator's machine;
 * otherwise the slow best ones, for releases.
 */
export function precompress({ fast = process.env.PRECOMPRESS === 'fast' } = {}): Plugin {
  const brotliQuality = fast ? 5 : constants.BROTLI_MAX_QUALITY;
  let config: ResolvedConfig;
  return {
    name: 'fanclub-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = performance.now();
        const dir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
        const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
          () => [],
        );
        const sized: { file: string; size: number }[] = [];
        for (const entry of entries) {
          if (!entry.isFile() || COMPRESSED.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const { size } = await stat(file);
          if (size >= MIN_BYTES) sized.push({ file, size });
        }
        const files = sized.sort((a, b) => b.size - a.size).map(({ file }) => file);
        // Brotli runs on libuv's thread pool meanwhile (node:zlib's async API).
        const [gz, br] = await Promise.all([
          fast ? gzipAll(files) : zopfliAll(files),
          brotliAll(files, brotliQuality),
        ]);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        config.logger.info(
          `precompress: ${files.length} files in ${config.build.assetsDir}/, ` +
            `.gz (${fast ? 'gzip 6' : 'Zopfli'}) ${kb(gz)}, .br (brotli ${brotliQuality}) ${kb(br)}, ` +
            `in ${seconds} s`,
        );
      },
    },
  };
}
