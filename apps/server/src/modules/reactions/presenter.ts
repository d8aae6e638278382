// Reactions as the API shows them: a summary per target and the "who reacted" rows.
import type { ReactionDetailItem, ReactionSummary } from '@fanclub/contract/comments';
import { emptyReactionCounts } from '@fanclub/contract/posts';
import type { Storage } from '../../lib/storage';
import { presentAvatar } from '../avatar/presenter';
import type { ReactionCountRow } from './queries';

export function emptySummary(): ReactionSummary {
  return { counts: emptyReactionCounts(), total: 0, mine: null };
}

/** Summaries keyed by target id (targets without reactions are absent: use emptySummary). */
export function presentSummaries(rows: ReactionCountRow[]): Map<number, ReactionSummary> {
  const byTarget = new Map<number, ReactionSummary>();
  for (const row of rows) {
    let summary = byTarget.get(row.targetId);
    if (!summary) {
      summary = emptySummary();
      byTarget.set(row.targetId, summary);
    }
    summary.counts[row.type] = row.n;
    summary.total += row.n;
    if (row.mine) summary.mine = row.type;
  }
  return byTarget;
}

export function presentReactor(
  storage: Storage,
  row: {
    userId: number;
    nickname: string;
    avatarPath: string | null;
    type: string;
    createdAt: Date;
  },
): ReactionDetailItem {
  return {
    user: {
      id: row.userId,
      nickname: row.nickname,
      avatarUrl: presentAvatar(storage, row.avatarPath).url,
    },
    type: row.type as ReactionDetailItem['type'],
    createdAt: row.createdAt.toISOString(),
  };
}
