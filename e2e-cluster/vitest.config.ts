// The cluster suite (npm run test:cluster): its own config, so `npm test` leaves it out. One
// file, one fork: it starts nginx and three server processes on PostgreSQL and Redis.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    include: ['e2e-cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
