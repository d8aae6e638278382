// Step 3: who the offer is for, with how many of the matching members get its mail (they
// accept the newsletter), from the editor's own count query, so no second call.
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';
import { TargetPanel } from '@/admin-kit/wizard/target-panel';
import { formatNumber } from '@/lib/format';
import { offerAudienceApi } from '../api/offer-audience';

type Props = {
  value: AudienceFormValues;
  onChange: (patch: Partial<AudienceFormValues>) => void;
};

export function TargetStep({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('offers');
  const [debounced] = useDebouncedValue(audienceOf(value), 400);
  const count = offerAudienceApi.useCount(debounced);
  const problems = audienceProblems(value);
  const shown = !problems.ageRange && !problems.dayRange && count.data !== undefined;
  return (
    <TargetPanel
      title={t('wizard.steps.target')}
      lead={t('wizard.target.lead')}
      question={t('wizard.target.question')}
      api={offerAudienceApi}
      value={value}
      onChange={onChange}
    >
      {shown && (
        <Text fz="sm" c="dimmed" data-testid="offer-reach">
          {t('wizard.target.mailReach', {
            value: formatNumber(count.data.newsletter, i18n.language),
          })}
        </Text>
      )}
    </TargetPanel>
  );
}
