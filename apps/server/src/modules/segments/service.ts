// Segment changes: create, rename, delete (refused with 409 while a group topic includes or
// excludes it; the database's restrict rule is the last guard), members in and out.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { segmentMembers, segments } from '../../db/schema/index';
import { appError, notFound } from '../../errors';
import { isUsedByTopic } from './queries';

export async function createSegment(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(segments).values({ name }).returning({ id: segments.id });
  return row!.id;
}

export async function renameSegment(db: Db, id: number, name: string) {
  const [row] = await db.update(segments).set({ name }).where(eq(segments.id, id)).returning();
  if (!row) throw notFound();
}

export async function deleteSegment(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: segments.id })
      .from(segments)
      .where(eq(segments.id, id))
      .for('update');
    if (!row) throw notFound();
    if (await isUsedByTopic(tx, id)) throw appError('CONFLICT', { messageKey: 'segments.in_use' });
    await tx.delete(segments).where(eq(segments.id, id));
  });
}

export async function removeSegmentMember(db: Db, id: number, userId: number) {
  const [row] = await db
    .delete(segmentMembers)
    .where(and(eq(segmentMembers.segmentId, id), eq(segmentMembers.userId, userId)))
    .returning();
  if (!row) throw notFound();
}
