// Step 1, basic settings: both titles, description, points (complete and screen-out), length,
// survey link with [RID], the survey's language, start and expiry (Japan time), respondents
// (unlimited or a number) and active/disabled. Rules come from the contract's schema.
import { Group, Radio, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CampaignDetailData } from '@fanclub/contract/campaigns';
import { useErrorText } from '@/lib/form';
import type { BasicValues } from './campaign-form';
import { DescriptionField, SourceBasicStep, TextInputGrid } from '@/admin-kit/wizard/source-fields';

type Props = {
  control: Control<BasicValues, unknown, CampaignDetailData>;
  errors: FieldErrors<BasicValues>;
  onLimitMode: (mode: BasicValues['limitMode']) => void;
};

const NUMBER_FIELDS = ['point', 'screenoutPoint', 'overQuotaPoint', 'lengthMinutes'] as const;

export function BasicStep({ control, errors, onLimitMode }: Props) {
  const { t } = useTranslation(['campaigns', 'admin']);
  const errorText = useErrorText();
  const limitMode = useWatch({ control, name: 'limitMode' });

  const respondents = (
    <Group gap="md" align="flex-start">
      <Controller
        control={control}
        name="limitMode"
        render={({ field }) => (
          <Radio.Group
            label={t('wizard.fields.respondents')}
            value={field.value}
            onChange={(v) => onLimitMode(v as BasicValues['limitMode'])}
          >
            <Group mt="xs" gap="lg">
              <Radio value="unlimited" label={t('wizard.fields.unlimited')} />
              <Radio value="limit" label={t('wizard.fields.limited')} />
            </Group>
          </Radio.Group>
        )}
      />
      {limitMode === 'limit' && (
        <Controller
          control={control}
          name="respondentLimit"
          render={({ field }) => (
            <TextInput
              {...field}
              label={t('wizard.fields.respondentLimit')}
              required
              inputMode="numeric"
              maxLength={8}
              w={260}
              error={errorText(errors.respondentLimit)}
            />
          )}
        />
      )}
    </Group>
  );

  return (
    <SourceBasicStep
      ns="campaigns"
      control={control}
      errors={errors}
      languageField="primaryLanguage"
      languageHint={t('wizard.fields.primaryLanguageHint')}
      afterPeriod={respondents}
    >
      <DescriptionField ns="campaigns" control={control} errors={errors} maxLength={2000} />
      <Controller
        control={control}
        name="surveyLink"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('wizard.fields.surveyLink')}
            description={t('wizard.fields.surveyLinkHint')}
            placeholder={t('wizard.fields.surveyLinkPlaceholder')}
            required
            type="url"
            maxLength={2000}
            error={errorText(errors.surveyLink)}
          />
        )}
      />
      <TextInputGrid
        control={control}
        errors={errors}
        names={NUMBER_FIELDS}
        cols={{ base: 1, xs: 2, md: 4 }}
        input={(name) => ({
          label: t(`wizard.fields.${name}`),
          description: t(`wizard.fields.${name}Hint`),
          required: name === 'point' || name === 'lengthMinutes',
          inputMode: 'numeric',
          maxLength: 6,
        })}
      />
    </SourceBasicStep>
  );
}
