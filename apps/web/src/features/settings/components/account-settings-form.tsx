// The individual account tab: names, nickname, contact, region and language settings, then the
// address (which depends on the country of residence); the phone field shows the country's
// calling code.
// Exported for the onboarding wizard, which passes onSaved to move on.
import { Divider, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsData, MemberProfile } from '@fanclub/contract/account';
import type { CodeLists } from '@fanclub/contract/reference';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useCodeLists } from '@/lib/code-lists';
import { useContractResolver, useErrorText } from '@/lib/form';
import { useSaveMessage } from '@/lib/use-save-message';
import { normalizeDigits } from '@/lib/text';
import { useAccountSettings, useSaveAccountSettings } from '../api/account-settings';
import { AccountAddressFields } from './account-address-fields';
import { AccountRegionFields } from './account-region-fields';
import { ACCOUNT_FIELDS, type AccountValues, valuesOf, withHomeCountry } from './account-values';
import { AvatarField } from './avatar-field';
import { NameFields } from '@/components/name-fields';
import { SaveButton } from '@/components/save-button';
import { FaxInput } from './contact-fields';
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
  const resolver = useContractResolver<AccountValues, AccountSettingsData>(() =>
    import('@fanclub/contract/account').then((m) => m.accountSettingsBody),
  );
  const form = useForm<AccountValues, unknown, AccountSettingsData>({
    resolver,
    defaultValues: withHomeCountry(valuesOf(profile), i18n.language),
  });
  const { errors } = form.formState;
  const outcome = useSaveMessage(form.setError, ACCOUNT_FIELDS);
  const submitText = submitLabel ?? t('settings.save');
  const residence = useWatch({ control: form.control, name: 'countryOfResidence' });
  const phonePrefix = options.phonePrefixOf(residence);

  const onSubmit = form.handleSubmit((values) =>
    outcome.send(save, values, t('settings.saved'), (saved) => {
      form.reset(valuesOf(saved));
      onSaved?.(saved);
    }),
  );

  return (
    <Stack gap="md">
      {/* The photo saves on its own (its own calls), so it sits above the form, not inside it. */}
      <AvatarField />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Divider label={t('settings.account.sections.profile')} labelPosition="left" />
          <NameFields
            labels={{
              lastName: t('settings.account.lastName'),
              firstName: t('settings.account.firstName'),
            }}
            errors={{
              lastName: errorText(errors.lastName),
              firstName: errorText(errors.firstName),
            }}
            register={(name) => form.register(name)}
            required
            cols={{ base: 1, xs: 2 }}
          />
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
            <FaxInput
              label={t('settings.account.fax')}
              error={errorText(errors.fax)}
              field={form.register('fax', { setValueAs: normalizeDigits })}
            />
          </SimpleGrid>

          <AccountRegionFields form={form} options={options} />
          <AccountAddressFields form={form} options={options} stored={profile} />

          <SaveButton label={submitText} pending={save.isPending} message={outcome.message} />
        </Stack>
      </form>
    </Stack>
  );
}
