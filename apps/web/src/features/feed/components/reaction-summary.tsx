// The reactions a post has received: each type that has any, with its count, and the member's
// own highlighted. Texts from common (the public page shows it too).
import '@mantine/core/styles/Tooltip.layer.css';
import { Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REACTION_TYPES, type ReactionType } from '@fanclub/contract/codes';
import type { ReactionCounts } from '@fanclub/contract/posts';
import { formatNumber } from '@/lib/format';
import { REACTION_EMOJI } from '../lib/reactions';

type ReactionSummaryProps = { counts: ReactionCounts; mine?: ReactionType | null | undefined };

export function ReactionSummary({ counts, mine }: ReactionSummaryProps) {
  const { t, i18n } = useTranslation();
  const given = REACTION_TYPES.filter((type) => counts[type] > 0);
  if (given.length === 0) return null;
  const name = (type: ReactionType) => t(`postMeta.reactions.${type}`);
  return (
    <Group gap={6} wrap="wrap">
      {given.map((type) => {
        const label = `${name(type)} ${formatNumber(counts[type], i18n.language)}`;
        return (
          <Tooltip key={type} label={label} withArrow>
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
            >
              {REACTION_EMOJI[type]} {formatNumber(counts[type], i18n.language)}
            </Text>
          </Tooltip>
        );
      })}
    </Group>
  );
}
