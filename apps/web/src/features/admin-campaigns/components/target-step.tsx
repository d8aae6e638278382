// Step 4: who the campaign is for (everyone, or members by age, gender, language, place and
// registration), with the live count, how many of them accept survey invitations (the
// invitation's reach) and a preview of those members.
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AudienceEditor } from '@/components/audience/audience-editor';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/components/audience/audience-form';
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
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('wizard.steps.target')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('wizard.target.lead')}
      </Text>
      <AudienceEditor
        value={value}
        onChange={onChange}
        api={campaignAudienceApi}
        question={t('wizard.target.question')}
        newsletterReach={false}
      />
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
    </Stack>
  );
}
