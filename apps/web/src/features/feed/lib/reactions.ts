// The reactions as pictures: the same six everywhere (CONTRACT.md "Reactions").
import type { ReactionType } from '@fanclub/contract/posts';

export const REACTION_EMOJI: Record<ReactionType, string> = {
  like: '👍',
  love: '❤️',
  haha: '😆',
  wow: '😮',
  sad: '😢',
  angry: '😠',
};
