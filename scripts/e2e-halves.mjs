// Splits the browser journeys into halves of about equal running time, for CI's two Playwright
// processes. Playwright's own --shard splits by test count, which left one half with both
// slowest files (the axe sweep and the groups journey) and ran it minutes longer than the other.
// Times come from e2e/timings.json (seconds per file, from an earlier run); a file not in it
// counts as the average.
//   node scripts/e2e-halves.mjs <half> <halves>     prints that half's spec files
//   node scripts/e2e-halves.mjs --update <report.json> ...   rewrites timings.json from
//                                                         Playwright JSON reports
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const TIMINGS = 'e2e/timings.json';

function specFiles() {
  return readdirSync('e2e')
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
}

function update(reports) {
  const seconds = {};
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds[file] = (seconds[file] ?? 0) + (result.duration ?? 0) / 1000;
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const report of reports) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    for (const suite of json.suites ?? []) walk(suite, suite.file ?? suite.title);
  }
  const rounded = Object.fromEntries(
    Object.entries(seconds)
      .map(([file, s]) => [file.replace(/^.*\//, ''), Math.round(s)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(TIMINGS, `${JSON.stringify(rounded, null, 2)}\n`);
}

/** Longest file first, each into the half with the least time so far. */
function halves(files, timings, count) {
  const known = files.map((f) => timings[f]).filter((s) => s !== undefined);
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weighted = files
    .map((f) => ({ f, s: timings[f] ?? average }))
    .sort((a, b) => b.s - a.s || a.f.localeCompare(b.f));
  const parts = Array.from({ length: count }, () => ({ files: [], s: 0 }));
  for (const { f, s } of weighted) {
    const lightest = parts.reduce((min, p) => (p.s < min.s ? p : min));
    lightest.files.push(f);
    lightest.s += s;
  }
  return parts.map((p) => p.files.sort());
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--update') {
  update(rest);
} else {
  const half = Number(first);
  const count = Number(rest[0] ?? 2);
  if (!Number.isInteger(half) || half < 1 || half > count) {
    console.error('usage: node scripts/e2e-halves.mjs <half> <halves> | --update <report.json>...');
    process.exit(2);
  }
  const timings = JSON.parse(readFileSync(TIMINGS, 'utf8'));
  const mine = halves(specFiles(), timings, count)[half - 1];
  console.log(mine.map((f) => `e2e/${f}`).join('\n'));
}
