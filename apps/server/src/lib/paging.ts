// The contract's list meta.
export function pageMeta(page: number, limit: number, total: number) {
  return { page, limit, total, lastPage: Math.max(1, Math.ceil(total / limit)) };
}
