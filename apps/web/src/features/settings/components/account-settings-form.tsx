// The individual account tab: names, nickname, contact, region and language settings, then the
// address (which depends on the country of residence); the phone field shows the country's
// calling code.
// Exported for the onboarding wizard, which passes onSaved to move on.
import { useState } from 'react';
import { Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsData, MemberProfile } from '@fanclub/contract/account';
import type { CodeLists } from '@fanclub/contract/reference';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useCodeLists } from '@/lib/code-lists';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { normalizeDigits } from '@/lib/text';
import { useAccountSettings, useSaveAccountSettings } from '../api/account-settings';
import { AccountAddressFields } from './account-address-fields';
import { AccountRegionFields } from './account-region-fields';
import { ACCOUNT_FIELDS, type AccountValues, valuesOf, withHomeCountry } from './account-values';
import { AvatarField } from './avatar-field';
import { FormAlert } from '@/components/form-alert';
import { useCodeOptions } from './use-code-options';

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
    defaultValues: withHomeCountry(valuesOf(profile), i18n.language),
  });
  const { errors } = form.formState;
  const residence = useWatch({ control: form.control, name: 'countryOfResidence' });
  const phonePrefix = options.phonePrefixOf(residence);

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

          <AccountRegionFields form={form} options={options} />
          <AccountAddressFields form={form} options={options} stored={profile} />

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
