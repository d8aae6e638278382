import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const webSrc = decodeURIComponent(new URL('./apps/web/src/', import.meta.url).pathname);

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One retry on CI, as the browser suite has: a test that fails and then passes is still named
    // in the CI summary as flaky (its first error is kept in the JSON report), not hidden.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default leaves a core free: one fork on a two-core machine, which left the other
    // core idle for the whole API suite. A fork per core (at least two) runs files side by side.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // A worker keeps its modules from one test file to the next instead of importing the
          // app again for each (a third of the suite's time). Each file still builds its own app
          // and database; state that belongs to a running app lives on the app, not in a module.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // The web's own logic (lib/, and the pure parts of shared components), in a browser-like
        // document: redirects read window.location, the locale lives in localStorage.
        extends: true,
        resolve: { alias: [{ find: /^@\//, replacement: webSrc }] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
