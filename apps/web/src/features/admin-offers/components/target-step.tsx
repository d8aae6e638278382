// Step 3: who the offer is for, with how many of the matching members get its mail (they
// accept the newsletter), from the editor's own count query, so no second call.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@fanclub/contract/audience';
import { TargetPanel, type TargetStepProps } from '@/admin-kit/wizard/target-panel';
import { formatNumber } from '@/lib/format';
import { offerAudienceApi } from '../api/offer-audience';

function MailReach({ audience, valid }: { audience: Audience; valid: boolean }) {
  const { t, i18n } = useTranslation('offers');
  const count = offerAudienceApi.useCount(audience);
  if (!valid || count.data === undefined) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="offer-reach">
      {t('wizard.target.mailReach', { value: formatNumber(count.data.newsletter, i18n.language) })}
    </Text>
  );
}

export function TargetStep(props: TargetStepProps) {
  return <TargetPanel ns="offers" api={offerAudienceApi} Reach={MailReach} {...props} />;
}
