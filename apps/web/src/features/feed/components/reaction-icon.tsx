// A reaction drawn as an icon (the same ones as the admin's post page), not an emoji: emoji
// depend on the device's fonts and show as empty boxes where no colour emoji font is installed.
//   <ReactionIcon type="like" size={16} />
import {
  IconHeart,
  IconMoodAngry,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSurprised,
  IconThumbUp,
} from '@tabler/icons-react';
import type { ReactionType } from '@fanclub/contract/codes';

const ICONS = {
  like: IconThumbUp,
  love: IconHeart,
  haha: IconMoodHappy,
  wow: IconMoodSurprised,
  sad: IconMoodSad,
  angry: IconMoodAngry,
} as const;

const COLORS: Record<ReactionType, string> = {
  like: 'var(--mantine-color-sea-7)',
  love: 'var(--mantine-color-red-7)',
  haha: 'var(--mantine-color-yellow-8)',
  wow: 'var(--mantine-color-orange-7)',
  sad: 'var(--mantine-color-blue-7)',
  angry: 'var(--mantine-color-red-8)',
};

export function ReactionIcon({ type, size = 16 }: { type: ReactionType; size?: number }) {
  const Icon = ICONS[type];
  return (
    <Icon
      size={size}
      color={COLORS[type]}
      aria-hidden
      style={{ verticalAlign: 'middle', flex: 'none' }}
    />
  );
}
