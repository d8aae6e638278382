// Step 4: who the campaign is for (everyone, or members by age, gender, language, place and
// registration), with the live count, how many of them accept survey invitations (the
// invitation's reach) and a preview of those members.
import { Alert } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@fanclub/contract/audience';
import { TargetPanel, type TargetStepProps } from '@/admin-kit/wizard/target-panel';
import { formatNumber } from '@/lib/format';
import { campaignAudienceApi, useSurveyReach } from '../api/campaign-audience';

function SurveyReach({ audience, valid }: { audience: Audience; valid: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const reach = useSurveyReach(audience);
  if (!valid || reach.data === undefined) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconMailCheck aria-hidden />}
      data-testid="survey-reach"
    >
      {t('wizard.target.reach', { value: formatNumber(reach.data, i18n.language) })}
    </Alert>
  );
}

export function TargetStep(props: TargetStepProps) {
  return <TargetPanel ns="campaigns" api={campaignAudienceApi} Reach={SurveyReach} {...props} />;
}
