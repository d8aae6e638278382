// Every category's names (inactive ones too), kept per process for lists that carry category ids
// only (the admin posts list). Invalidated by the feed's NOTIFY feed_changes (changes.ts): a
// change of a category's names sends '*', which drops them; a new category is an id not held
// yet, which loads them again; a deleted one leaves post_categories with it (cascade). Nothing is
// kept while the feed is not listening (`ready`), nor a load during which a change arrived.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { categories } from '../../db/schema/index';
import { feedChangesOf, type FeedChanges } from './changes';

export type CategoryNames = Map<number, { nameJa: string; nameEn: string }>;

type Entry = { changes?: FeedChanges; names?: CategoryNames };
const byDatabase = new WeakMap<Db, Entry>();

async function load(db: Db): Promise<CategoryNames> {
  const rows = rowsOf<{ id: number; nameJa: string; nameEn: string }>(
    await db.execute(
      sql`select ${categories.id} as "id", ${categories.nameJa} as "nameJa",
        ${categories.nameEn} as "nameEn" from ${categories}`,
    ),
  );
  return new Map(rows.map((r) => [r.id, { nameJa: r.nameJa, nameEn: r.nameEn }]));
}

/** The names of every category, holding at least `ids` (read from the database when not). */
export async function categoryNames(db: Db, ids: Iterable<number>): Promise<CategoryNames> {
  let entry = byDatabase.get(db);
  if (!entry) byDatabase.set(db, (entry = {}));
  const changes = feedChangesOf(db);
  if (changes && entry.changes !== changes) {
    const subscribed: Entry = entry;
    subscribed.changes = changes;
    subscribed.names = undefined;
    changes.subscribe((change) => {
      if (change.all) subscribed.names = undefined;
    });
  }
  const held = changes?.ready() ? entry.names : undefined;
  if (held && [...ids].every((id) => held.has(id))) return held;
  const tick = changes?.tick();
  const names = await load(db);
  if (changes?.ready() && changes.tick() === tick) entry.names = names;
  return names;
}
