// Step 4: who the campaign is for (everyone, or members by age, gender, language, place and
// registration), with the live count, how many of them accept survey invitations (the
// invitation's reach) and a preview of those members.
import { Alert } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';
import { TargetPanel } from '@/admin-kit/wizard/target-panel';
import { formatNumber } from '@/lib/format';
import { campaignAudienceApi, useSurveyReach } from '../api/campaign-audience';

type Props = {
  value: AudienceFormValues;
  onChange: (patch: Partial<AudienceFormValues>) => void;
};

export function TargetStep({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const [debounced] = useDebouncedValue(audienceOf(value), 400);
  const problems = audienceProblems(value);
  const reach = useSurveyReach(debounced);
  return (
    <TargetPanel
      title={t('wizard.steps.target')}
      lead={t('wizard.target.lead')}
      question={t('wizard.target.question')}
      api={campaignAudienceApi}
      value={value}
      onChange={onChange}
    >
      {!problems.ageRange && !problems.dayRange && reach.data !== undefined && (
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck aria-hidden />}
          data-testid="survey-reach"
        >
          {t('wizard.target.reach', { value: formatNumber(reach.data, i18n.language) })}
        </Alert>
      )}
    </TargetPanel>
  );
}
