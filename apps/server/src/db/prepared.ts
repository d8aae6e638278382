// Named statements built once per database: drizzle composes a statement's SQL text on every
// call, so a hot path that calls `.prepare(name)` per request pays that composing each time.
// Here the prepared query object is kept under its name (which PostgreSQL already requires to be
// unique per connection) and only executed afterwards; node-postgres parses and plans it once
// per pooled connection.
import type { Db } from './client';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/** The statement named `name` on `db`, built by `build(name)` the first time it is asked for. */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
