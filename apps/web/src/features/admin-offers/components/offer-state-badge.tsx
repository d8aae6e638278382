// An offer's derived state (draft, disabled, scheduled, open, ended) as a badge.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfferState } from '@fanclub/contract/offers';

const COLORS: Record<OfferState, string> = {
  draft: 'gray',
  disabled: 'dark',
  scheduled: 'blue',
  open: 'teal',
  ended: 'gray',
};

export function OfferStateBadge({ state }: { state: OfferState }) {
  const { t } = useTranslation('offers');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}
