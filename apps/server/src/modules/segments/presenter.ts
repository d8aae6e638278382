// A segment as the admin screens and the audience editor's picker see it.
import type { SegmentItem } from '@fanclub/contract/segments';
import type { SegmentRow } from './queries';

export const presentSegment = (row: SegmentRow): SegmentItem => ({
  id: row.id,
  name: row.name,
  memberCount: row.memberCount,
  topicCount: row.topicCount,
  createdAt: row.createdAt.toISOString(),
});
