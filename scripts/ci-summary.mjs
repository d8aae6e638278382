// Totals the test runners' JSON reports into one line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

/** The first line of a runner's error message. */
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')[0]
    .slice(0, 200);

/** The Vitest tests that failed, or failed and then passed on the retry, with the first line of
 * their error: the end of a CI log is often all that is kept, so the names belong in the summary. */
function vitestFailures(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name ?? '');
    const tests = file.assertionResults ?? [];
    for (const test of tests) {
      const errors = test.failureMessages ?? [];
      if (test.status === 'failed') lines.push(`  failed: ${name} › ${test.fullName}`);
      else if (errors.length > 0)
        lines.push(`  flaky (passed on retry): ${name} › ${test.fullName}`);
      else continue;
      lines.push(`    ${firstLine(errors[0])}`);
    }
    // A file that failed outside its tests (an import, a hook).
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      lines.push(`  failed: ${name}`, `    ${firstLine(file.message)}`);
  }
  return lines;
}

/** Titles of the Playwright tests with this status: 'flaky' (failed, then passed on a retry) or
 * 'unexpected' (failed on every attempt). */
function playwrightTitles(report, status) {
  const titles = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) titles.push([...trail, spec.title].join(' › '));
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
    for (const line of vitestFailures(report)) console.log(line);
  } else if (report.stats) {
    // Playwright
    const s = report.stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped ?? 0;
    console.log(`${file}: ${s.expected + (s.flaky ?? 0)} passed, ${s.unexpected} failed`);
    for (const title of playwrightTitles(report, 'flaky'))
      console.log(`  flaky (passed on retry): ${title}`);
    for (const title of playwrightTitles(report, 'unexpected')) console.log(`  failed: ${title}`);
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
