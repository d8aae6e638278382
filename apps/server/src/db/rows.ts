// Raw `db.execute(sql…)` results differ by driver: PGlite answers `{rows, affectedRows}`,
// node-postgres `{rows, rowCount}`. These two read either shape.

/** The rows of a raw `execute` result. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** How many rows a raw `execute` statement inserted, updated or deleted. */
export function affectedCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
