// Step 1, basic settings: both titles, description, points (complete and screen-out), length,
// survey link with [RID], the survey's language, start and expiry (Japan time), respondents
// (unlimited or a number) and active/disabled. Rules come from the contract's schema.
import '@mantine/core/styles/Switch.layer.css';
import {
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Controller, type Control, type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CampaignDetailData } from '@fanclub/contract/campaigns';
import { CONTENT_LANGUAGES } from '@fanclub/contract/codes';
import { useErrorText } from '@/lib/form';
import type { BasicValues } from './campaign-form';
import { DateTimeField } from '@/components/date-time-field';

type Props = {
  control: Control<BasicValues, unknown, CampaignDetailData>;
  errors: FieldErrors<BasicValues>;
  onLimitMode: (mode: BasicValues['limitMode']) => void;
};

const TEXT_FIELDS = ['titleJa', 'titleEn'] as const;
const NUMBER_FIELDS = ['point', 'screenoutPoint', 'lengthMinutes'] as const;

export function BasicStep({ control, errors, onLimitMode }: Props) {
  const { t } = useTranslation(['campaigns', 'admin']);
  const errorText = useErrorText();
  const limitMode = useWatch({ control, name: 'limitMode' });

  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('wizard.steps.basic')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {TEXT_FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TextInput
                {...field}
                label={t(`wizard.fields.${name}`)}
                required
                maxLength={200}
                error={errorText(errors[name])}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <Textarea
            {...field}
            label={t('wizard.fields.description')}
            description={t('wizard.fields.descriptionHint')}
            autosize
            minRows={3}
            maxLength={2000}
            error={errorText(errors.description)}
          />
        )}
      />
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
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {NUMBER_FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TextInput
                {...field}
                label={t(`wizard.fields.${name}`)}
                description={t(`wizard.fields.${name}Hint`)}
                required={name !== 'screenoutPoint'}
                inputMode="numeric"
                maxLength={6}
                error={errorText(errors[name])}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Group gap="md" align="flex-start">
        <Controller
          control={control}
          name="startAt"
          render={({ field }) => (
            <DateTimeField
              name={field.name}
              label={t('wizard.fields.startAt')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.startAt)}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="expiresAt"
          render={({ field }) => (
            <DateTimeField
              name={field.name}
              label={t('wizard.fields.expiresAt')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(errors.expiresAt)}
              required
            />
          )}
        />
      </Group>
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
      <Group gap="xl" align="flex-end">
        <Controller
          control={control}
          name="primaryLanguage"
          render={({ field }) => (
            <NativeSelect
              {...field}
              label={t('wizard.fields.primaryLanguage')}
              description={t('wizard.fields.primaryLanguageHint')}
              data={CONTENT_LANGUAGES.map((l) => ({
                value: l,
                label: t(`admin:posts.languages.${l}`),
              }))}
              w={{ base: '100%', xs: 260 }}
              error={errorText(errors.primaryLanguage)}
            />
          )}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Switch
              checked={field.value === 'active'}
              onChange={(e) => field.onChange(e.currentTarget.checked ? 'active' : 'disabled')}
              label={t('wizard.fields.active')}
              description={t('wizard.fields.activeHint')}
              mb={4}
            />
          )}
        />
      </Group>
    </Stack>
  );
}
