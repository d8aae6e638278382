// Envelope and paging helpers shared by every call.
import { z } from 'zod';

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export function listOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: z.array(schema), meta: pageMeta });
}

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const okResponse = z.object({ data: z.object({ ok: z.literal(true) }) });

export type ListResponse<T> = { data: T[]; meta: PageMeta };
export type DataResponse<T> = { data: T };
