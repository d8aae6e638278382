// A wizard's target step (campaigns, offers): its title and lead, the shared audience editor on
// the feature's own audience calls, and below it what the feature says about the mail's reach
// (`Reach`, given the audience once the admin pauses, and whether its ranges are valid). `ns` is
// the feature's text namespace, holding `wizard.steps.target` and
// `wizard.target.{lead,question}`.
import type { ComponentType } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Audience } from '@fanclub/contract/audience';
import { AudienceEditor } from '@/admin-kit/audience/audience-editor';
import type { AudienceApi } from '@/admin-kit/audience/audience-api';
import {
  audienceOf,
  audienceProblems,
  type AudienceFormValues,
} from '@/admin-kit/audience/audience-form';

/** What a feature's target step takes from its wizard. */
export type TargetStepProps = {
  value: AudienceFormValues;
  onChange: (patch: Partial<AudienceFormValues>) => void;
};

type Props = TargetStepProps & {
  ns: 'campaigns' | 'offers';
  api: AudienceApi;
  Reach: ComponentType<{ audience: Audience; valid: boolean }>;
};

export function TargetPanel({ ns, api, value, onChange, Reach }: Props) {
  const { t } = useTranslation(ns);
  const [debounced] = useDebouncedValue(audienceOf(value), 400);
  const problems = audienceProblems(value);
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
        api={api}
        question={t('wizard.target.question')}
        newsletterReach={false}
      />
      <Reach audience={debounced} valid={!problems.ageRange && !problems.dayRange} />
    </Stack>
  );
}
