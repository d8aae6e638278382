// The reactions a post has received: each type that has any, with its count, and the member's
// own highlighted. Texts from common (the public page shows it too). Each count's tooltip
// loads with the first hover, so a feed that is only read never downloads it.
import { ReactionIcon } from './reaction-icon';
import { Fragment, useState } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REACTION_TYPES, type ReactionType } from '@fanclub/contract/codes';
import type { ReactionCounts } from '@fanclub/contract/posts';
import { formatNumber } from '@/lib/format';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';

const importTooltip = () => import('./reaction-tooltip');

type ReactionSummaryProps = { counts: ReactionCounts; mine?: ReactionType | null | undefined };

export function ReactionSummary({ counts, mine }: ReactionSummaryProps) {
  const { t, i18n } = useTranslation();
  const tooltip = useLoadOnIntent(importTooltip);
  // The count under the pointer when the tooltip arrives shows its tooltip straight away.
  const [hovered, setHovered] = useState<ReactionType | null>(null);
  const given = REACTION_TYPES.filter((type) => counts[type] > 0);
  if (given.length === 0) return null;
  const name = (type: ReactionType) => t(`postMeta.reactions.${type}`);
  return (
    <Group gap={6} wrap="wrap">
      {given.map((type) => {
        const label = `${name(type)} ${formatNumber(counts[type], i18n.language)}`;
        const badge = (
          <Text
            component="span"
            fz="sm"
            px={8}
            py={2}
            bg={mine === type ? 'sunset.1' : 'gray.1'}
            c={mine === type ? 'sunset.9' : 'dark.6'}
            fw={mine === type ? 700 : 500}
            style={{ borderRadius: 999 }}
            aria-label={label}
            role="img"
            onPointerEnter={() => {
              setHovered(type);
              tooltip.load();
            }}
            onPointerLeave={() => setHovered(null)}
          >
            <ReactionIcon type={type} size={14} /> {formatNumber(counts[type], i18n.language)}
          </Text>
        );
        if (!tooltip.module) return <Fragment key={type}>{badge}</Fragment>;
        return (
          <tooltip.module.ReactionTooltip key={type} label={label} defaultOpened={hovered === type}>
            {badge}
          </tooltip.module.ReactionTooltip>
        );
      })}
    </Group>
  );
}
