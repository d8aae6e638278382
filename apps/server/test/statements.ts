import type { Db } from '../src/db/client';

/**
 * How many statements the database driver runs while `run` runs (named statements are built
 * once, so counting drizzle's builder calls would miss them): the query budget tests.
 */
export async function countStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const driver = (db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  const original = driver.query;
  let statements = 0;
  driver.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await run(), statements };
  } finally {
    driver.query = original;
  }
}
