// Post categories: the admin list and editor, and the names the feed filters by (exported from
// posts.ts as well, where the feed and the authoring screens read them).
import { z } from 'zod';
import { blankToUndefined, pageQuery } from './api';

export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];

/** A category as the admin list and the editor's multi-select see it. */
export const categoryItem = z
  .object({
    id: z.number().int(),
    nameJa: z.string(),
    nameEn: z.string(),
    /** The name in the requester's UI language. */
    name: z.string(),
    status: z.enum(CATEGORY_STATUSES),
    /** Posts filed under it (any status). */
    postCount: z.number().int(),
    /** Who created it; null for the categories the system made (seed, migration). */
    createdBy: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Category' });
export type CategoryItem = z.infer<typeof categoryItem>;

/** Paged as every list (10 by default, at most 100). `filter` is the spec's name for the name
 *  search; `keyword` is kept as its alias (the admin screen's URL). */
export const categoryListQuery = pageQuery.extend({
  filter: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  keyword: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(CATEGORY_STATUSES, { error: 'validation.option' }).optional(),
  ),
});
export type CategoryListQuery = z.input<typeof categoryListQuery>;

const categoryName = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.too_long');

export const categoryBody = z.object({
  nameJa: categoryName,
  nameEn: categoryName,
  status: z.enum(CATEGORY_STATUSES, { error: 'validation.option' }).default('active'),
});
export type CategoryBody = z.input<typeof categoryBody>;
export type CategoryData = z.output<typeof categoryBody>;

/** PUT api/categories/{id}: any of the fields (e.g. only `status` to activate/deactivate). */
export const categoryUpdateBody = z.object({
  nameJa: categoryName.optional(),
  nameEn: categoryName.optional(),
  status: z.enum(CATEGORY_STATUSES, { error: 'validation.option' }).optional(),
});
export type CategoryUpdateBody = z.input<typeof categoryUpdateBody>;
