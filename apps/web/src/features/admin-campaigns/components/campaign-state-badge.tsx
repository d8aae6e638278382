// A campaign's derived state (draft, disabled, scheduled, open, full, closed) as a badge.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignState } from '@fanclub/contract/campaigns';

const COLORS: Record<CampaignState, string> = {
  draft: 'gray',
  disabled: 'dark',
  scheduled: 'blue',
  open: 'teal',
  full: 'orange',
  closed: 'gray',
};

export function CampaignStateBadge({ state }: { state: CampaignState }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}
