// The account form's address section. Members living in Japan give a 7-digit postal code (which
// fills the prefecture and city) and a prefecture; members abroad give neither, and may give a
// postal code in their own format and a region or city (docs/DECISIONS.md, "Members abroad").
import { useEffect } from 'react';
import { Divider, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { livesInJapan, type AccountSettingsData } from '@fanclub/contract/account';
import { useErrorText } from '@/lib/form';
import type { AccountValues } from './account-values';
import { JapanPostalCodeInput } from './contact-fields';
import { useFormAddressLookup } from './use-address-lookup';
import { type useCodeOptions, withPrompt } from './use-code-options';

type Props = {
  form: UseFormReturn<AccountValues, unknown, AccountSettingsData>;
  options: ReturnType<typeof useCodeOptions>;
  /** The stored postal code and prefecture, to fill the address once on a first visit. */
  stored: { postalCode: string | null; prefecture: string | null };
};

/** Abroad a postal code keeps its letters and spaces; only full-width digits are folded. */
const normalizeAbroad = (value: unknown) =>
  typeof value === 'string'
    ? value.replace(/[０-９Ａ-Ｚａ-ｚ]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    : value;

export function AccountAddressFields({ form, options, stored }: Props) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const { errors } = form.formState;
  const { clearErrors } = form;
  const residence = useWatch({ control: form.control, name: 'countryOfResidence' });
  const inJapan = livesInJapan({ countryOfResidence: residence });
  const lookUp = useFormAddressLookup(form);
  // A postal code given at sign-up but no prefecture yet (first visit, onboarding): fill the
  // address from it once, as if it had just been typed.
  useEffect(() => {
    if (inJapan && stored.postalCode && !stored.prefecture) lookUp(stored.postalCode);
  }, [inJapan, stored.postalCode, stored.prefecture, lookUp]);
  // Moving abroad or home: the other country's errors no longer apply.
  useEffect(() => {
    clearErrors(['postalCode', 'prefecture']);
  }, [inJapan, clearErrors]);

  return (
    <>
      <Divider label={t('settings.account.sections.address')} labelPosition="left" mt="xs" />
      {inJapan ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <JapanPostalCodeInput
              key="postal-japan"
              required
              label={t('settings.account.postalCode')}
              error={errorText(errors.postalCode)}
              register={(options) => form.register('postalCode', options)}
              lookUp={lookUp}
            />
            <NativeSelect
              withAsterisk
              label={t('settings.account.prefecture')}
              description={t('settings.account.prefectureHint')}
              autoComplete="address-level1"
              data={withPrompt(options.prefectures, t('settings.select'))}
              error={errorText(errors.prefecture)}
              {...form.register('prefecture')}
            />
          </SimpleGrid>
          <TextInput
            key="city-japan"
            label={t('settings.account.city')}
            autoComplete="address-level2"
            error={errorText(errors.city)}
            {...form.register('city')}
          />
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="address-abroad">
            {t('settings.account.addressAbroad')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <TextInput
              key="postal-abroad"
              label={t('settings.account.postalCodeAbroad')}
              description={t('settings.account.postalCodeAbroadHint')}
              autoComplete="postal-code"
              maxLength={16}
              error={errorText(errors.postalCode)}
              {...form.register('postalCode', { setValueAs: normalizeAbroad })}
            />
            <TextInput
              key="city-abroad"
              label={t('settings.account.regionAbroad')}
              autoComplete="address-level1"
              error={errorText(errors.city)}
              {...form.register('city')}
            />
          </SimpleGrid>
        </>
      )}
    </>
  );
}
