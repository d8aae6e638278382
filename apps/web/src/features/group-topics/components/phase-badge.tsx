// A topic's phase as a badge: upcoming, open (accepting answers), closed.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupTopicPhase } from '@fanclub/contract/group-codes';

const COLOR: Record<GroupTopicPhase, string> = { upcoming: 'gray', open: 'teal', closed: 'dark' };

export function PhaseBadge({ phase }: { phase: GroupTopicPhase }) {
  const { t } = useTranslation('group-topics');
  return (
    <Badge color={COLOR[phase]} variant={phase === 'open' ? 'filled' : 'light'}>
      {t(`topic.phase.${phase}`)}
    </Badge>
  );
}
