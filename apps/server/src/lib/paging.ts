// The contract's list meta, and LIKE patterns built from what a user typed.
export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, lastPage: Math.max(1, Math.ceil(total / limit)) };
}

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
