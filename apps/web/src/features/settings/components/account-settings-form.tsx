// The individual account tab: names, nickname, contact, address and language settings. The
// postal code fills prefecture and city; the phone field shows the country's calling code.
// Exported for the onboarding wizard, which passes onSaved to move on.
import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Divider,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsData, MemberProfile } from '@fanclub/contract/account';
import type { AddressItem, CodeLists } from '@fanclub/contract/reference';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useCodeLists } from '@/lib/code-lists';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { normalizeDigits } from '@/lib/text';
import { useAccountSettings, useSaveAccountSettings } from '../api/account-settings';
import { AccountRegionFields } from './account-region-fields';
import { ACCOUNT_FIELDS, type AccountValues, valuesOf } from './account-values';
import { AvatarField } from './avatar-field';
import { FormAlert } from '@/components/form-alert';
import { useAddressLookup } from './use-address-lookup';
import { useCodeOptions, withPrompt } from './use-code-options';

export type AccountSettingsFormProps = {
  /** Called after a successful save, with the stored profile. */
  onSaved?: (profile: MemberProfile) => void;
  /** The save button's text; the wizard may say "next". */
  submitLabel?: string;
};

export function AccountSettingsForm(props: AccountSettingsFormProps) {
  const profile = useAccountSettings();
  const codes = useCodeLists();
  if (profile.isPending || codes.isPending) return <PageLoader fullHeight={false} />;
  if (profile.isError || codes.isError) {
    return (
      <QueryError
        error={profile.error ?? codes.error}
        onRetry={() => void Promise.all([profile.refetch(), codes.refetch()])}
      />
    );
  }
  return <AccountFields {...props} profile={profile.data} codes={codes.data} />;
}

function AccountFields({
  profile,
  codes,
  onSaved,
  submitLabel,
}: AccountSettingsFormProps & { profile: MemberProfile; codes: CodeLists }) {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const options = useCodeOptions(codes);
  const save = useSaveAccountSettings();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const resolver = useContractResolver<AccountValues, AccountSettingsData>(() =>
    import('@fanclub/contract/account').then((m) => m.accountSettingsBody),
  );
  const form = useForm<AccountValues, unknown, AccountSettingsData>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const { setValue, setError, clearErrors } = form;
  const residence = useWatch({ control: form.control, name: 'countryOfResidence' });
  const phonePrefix = options.phonePrefixOf(residence);

  const onFound = useCallback(
    (address: AddressItem) => {
      clearErrors(['postalCode', 'prefecture', 'city']);
      setValue('prefecture', address.prefectureCode, { shouldDirty: true });
      setValue('city', address.city, { shouldDirty: true });
    },
    [setValue, clearErrors],
  );
  const onMissing = useCallback(
    (text: string) => setError('postalCode', { type: 'server', message: text }),
    [setError],
  );
  const lookUp = useAddressLookup({ onFound, onMissing });
  // A postal code given at sign-up but no prefecture yet (first visit, onboarding): fill the
  // address from it once, as if it had just been typed.
  useEffect(() => {
    if (profile.postalCode && !profile.prefecture) lookUp(profile.postalCode);
  }, [profile.postalCode, profile.prefecture, lookUp]);

  const onSubmit = form.handleSubmit((values) => {
    setMessage(undefined);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setMessage({ tone: 'success', text: t('settings.saved') });
        onSaved?.(saved);
      },
      onError: (error) => {
        const text = applyServerErrors(error, form.setError, ACCOUNT_FIELDS);
        if (text) setMessage({ tone: 'error', text });
      },
    });
  });

  const select = t('settings.select');
  const lastName = (
    <TextInput
      key="lastName"
      withAsterisk
      label={t('settings.account.lastName')}
      autoComplete="family-name"
      error={errorText(errors.lastName)}
      {...form.register('lastName')}
    />
  );
  const firstName = (
    <TextInput
      key="firstName"
      withAsterisk
      label={t('settings.account.firstName')}
      autoComplete="given-name"
      error={errorText(errors.firstName)}
      {...form.register('firstName')}
    />
  );

  return (
    <Stack gap="md">
      {/* The photo saves on its own (its own calls), so it sits above the form, not inside it. */}
      <AvatarField />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Divider label={t('settings.account.sections.profile')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {i18n.language === 'ja' ? [lastName, firstName] : [firstName, lastName]}
          </SimpleGrid>
          <TextInput
            withAsterisk
            label={t('settings.account.nickname')}
            description={t('settings.account.nicknameHint')}
            autoComplete="nickname"
            error={errorText(errors.nickname)}
            {...form.register('nickname')}
          />
          <TextInput
            label={t('settings.account.email')}
            description={t('settings.account.emailHint')}
            value={profile.email}
            readOnly
            variant="filled"
          />

          <Divider label={t('settings.account.sections.contact')} labelPosition="left" mt="xs" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('settings.account.phone')}
              description={
                phonePrefix
                  ? t('settings.account.phoneHint', { prefix: phonePrefix })
                  : t('settings.account.phoneHintNoCountry')
              }
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              leftSection={
                phonePrefix ? (
                  <Text fz="sm" c="dimmed" aria-hidden>
                    {phonePrefix}
                  </Text>
                ) : undefined
              }
              leftSectionWidth={phonePrefix ? 12 + phonePrefix.length * 9 : undefined}
              error={errorText(errors.phone)}
              {...form.register('phone', { setValueAs: normalizeDigits })}
            />
            <TextInput
              label={t('settings.account.fax')}
              description={t('settings.account.faxHint')}
              type="tel"
              inputMode="tel"
              error={errorText(errors.fax)}
              {...form.register('fax', { setValueAs: normalizeDigits })}
            />
          </SimpleGrid>

          <Divider label={t('settings.account.sections.address')} labelPosition="left" mt="xs" />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <TextInput
              withAsterisk
              label={t('settings.account.postalCode')}
              description={t('settings.account.postalCodeHint')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={8}
              error={errorText(errors.postalCode)}
              {...form.register('postalCode', {
                setValueAs: normalizeDigits,
                onChange: (event: { target: { value: string } }) =>
                  lookUp(normalizeDigits(event.target.value)),
              })}
            />
            <NativeSelect
              withAsterisk
              label={t('settings.account.prefecture')}
              description={t('settings.account.prefectureHint')}
              autoComplete="address-level1"
              data={withPrompt(options.prefectures, select)}
              error={errorText(errors.prefecture)}
              {...form.register('prefecture')}
            />
          </SimpleGrid>
          <TextInput
            label={t('settings.account.city')}
            autoComplete="address-level2"
            error={errorText(errors.city)}
            {...form.register('city')}
          />

          <AccountRegionFields form={form} options={options} />

          {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {submitLabel ?? t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
