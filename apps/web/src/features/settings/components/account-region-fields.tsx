// The account form's region section: nationality, country of residence, time zone, main
// language and the other languages spoken (the main one is not offered twice).
import { Checkbox, Divider, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsData } from '@fanclub/contract/account';
import { useErrorText } from '@/lib/form';
import type { AccountValues } from './account-values';
import { type useCodeOptions, withPrompt } from './use-code-options';

type Props = {
  form: UseFormReturn<AccountValues, unknown, AccountSettingsData>;
  options: ReturnType<typeof useCodeOptions>;
};

export function AccountRegionFields({ form, options }: Props) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const { errors } = form.formState;
  const mainLanguage = useWatch({ control: form.control, name: 'mainLanguage' });
  const select = t('settings.select');
  return (
    <>
      <Divider label={t('settings.account.sections.region')} labelPosition="left" mt="xs" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NativeSelect
          withAsterisk
          label={t('settings.account.nationality')}
          data={withPrompt(options.countries, select)}
          error={errorText(errors.nationality)}
          {...form.register('nationality')}
        />
        <NativeSelect
          withAsterisk
          label={t('settings.account.countryOfResidence')}
          autoComplete="country"
          data={withPrompt(options.countries, select)}
          error={errorText(errors.countryOfResidence)}
          {...form.register('countryOfResidence')}
        />
      </SimpleGrid>
      <NativeSelect
        withAsterisk
        label={t('settings.account.timezone')}
        description={t('settings.account.timezoneHint')}
        data={withPrompt(options.timezones, select)}
        error={errorText(errors.timezone)}
        {...form.register('timezone')}
      />
      <NativeSelect
        withAsterisk
        label={t('settings.account.mainLanguage')}
        description={t('settings.account.mainLanguageHint')}
        data={withPrompt(options.languages, select)}
        error={errorText(errors.mainLanguage)}
        {...form.register('mainLanguage')}
      />
      <Controller
        control={form.control}
        name="otherLanguages"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={t('settings.account.otherLanguages')}
            description={t('settings.account.otherLanguagesHint')}
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          >
            <Group gap="md" mt={6}>
              {options.languages
                .filter((language) => language.value !== mainLanguage)
                .map((language) => (
                  <Checkbox
                    key={language.value}
                    value={language.value}
                    label={language.label}
                    onBlur={field.onBlur}
                  />
                ))}
            </Group>
          </Checkbox.Group>
        )}
      />
    </>
  );
}
