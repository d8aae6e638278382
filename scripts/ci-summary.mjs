// Totals the test runners' JSON reports into one line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
/** Titles of the Playwright tests that failed first and passed on a retry. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push([...trail, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

for (const file of files) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    // Playwright
    const s = report.stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped ?? 0;
    console.log(`${file}: ${s.expected + (s.flaky ?? 0)} passed, ${s.unexpected} failed`);
    for (const title of flakyTitles(report)) console.log(`  flaky (passed on retry): ${title}`);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
