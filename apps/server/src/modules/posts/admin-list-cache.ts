// The admin posts list's pages without a keyword and without the published/scheduled filters,
// kept per process as the JSON text sent (checked against the contract's schema when made). The
// page is the same for every admin; it is dropped by any NOTIFY feed_changes (feed/changes.ts):
// every write to posts sends one ('p<id>' for an update, '*' for an insert, a delete, a category
// change; 'i' for an author's name or picture), so a post created, edited, deleted, viewed or
// reacted to, a category renamed or an author renamed shows on the next page, from any process.
// The one thing that changes with no write is the clock: a scheduled post's state turns to
// published at its publish time, so a page is kept only until the earliest publish time on it
// still ahead (the total of these filter shapes does not move with the clock). Nothing is kept
// while the feed is not listening (`ready`), nor a page loaded while a change arrived.
import type { Db } from '../../db/client';
import { feedChangesOf, type FeedChanges } from '../feed/changes';

/** A page's text and until when (ms since the epoch) it stays exact without a write. */
export type RenderedPage = { body: string; until: number };

const MAX_PAGES = 500;

export function createAdminListCache(db: Db) {
  const pages = new Map<string, RenderedPage>();
  let subscribed: FeedChanges | undefined;

  return async function cached(
    key: string,
    now: number,
    render: () => Promise<RenderedPage>,
  ): Promise<string> {
    const changes = feedChangesOf(db);
    if (!changes?.ready()) return (await render()).body;
    if (subscribed !== changes) {
      subscribed = changes;
      pages.clear();
      changes.subscribe(() => pages.clear());
    }
    const hit = pages.get(key);
    if (hit && now < hit.until) return hit.body;
    const tick = changes.tick();
    const fresh = await render();
    if (changes.ready() && changes.tick() === tick) {
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, fresh);
    }
    return fresh.body;
  };
}
