// The feed's category filter chips, read with the live lists (live-list.ts).
import { sql } from 'drizzle-orm';
import { categories } from '../../db/schema/index';

export type Chip = { id: number; nameJa: string; nameEn: string };

/** The active categories, for the feed's filter chips. */
export const chipsSql = sql<Chip[]>`(select coalesce(json_agg(json_build_object(
    'id', c.id, 'nameJa', c.name_ja, 'nameEn', c.name_en) order by c.id), '[]'::json)
  from ${categories} c where c.status = 'active')`;
