// The five privacy consents (spec section 3). Terms is required; the other four are the
// member's choice. Exported for the onboarding wizard, which passes onSaved to move on.
import { Checkbox, Stack, Text } from '@mantine/core';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PolicyLinks } from '@/components/policy-links';
import type { ConsentKey, PrivacySettings, PrivacySettingsData } from '@fanclub/contract/account';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { useContractResolver, useErrorText } from '@/lib/form';
import { useSaveMessage } from '@/lib/use-save-message';
import { formatDateTime } from '@/lib/format';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { SaveButton } from '@/components/save-button';

type PrivacyValues = Record<ConsentKey, boolean>;
// Terms first: it is the one the member must agree to.
const FIELDS: readonly Path<PrivacyValues>[] = [
  'terms',
  'newsletter',
  'surveyParticipation',
  'shareAdvertisingId',
  'shareProfile',
];

export type PrivacySettingsFormProps = {
  /** Called after a successful save, with what the server stored. */
  onSaved?: (settings: PrivacySettings) => void;
  /** The save button's text; the wizard may say "next". */
  submitLabel?: string;
};

export function PrivacySettingsForm(props: PrivacySettingsFormProps) {
  const query = usePrivacySettings();
  if (query.isPending) return <PageLoader fullHeight={false} />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <PrivacyFields {...props} settings={query.data} />;
}

function PrivacyFields({
  settings,
  onSaved,
  submitLabel,
}: PrivacySettingsFormProps & { settings: PrivacySettings }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const save = useSavePrivacySettings();
  const resolver = useContractResolver<PrivacyValues, PrivacySettingsData>(() =>
    import('@fanclub/contract/account').then((m) => m.privacySettingsBody),
  );
  const form = useForm<PrivacyValues, unknown, PrivacySettingsData>({
    resolver,
    defaultValues: {
      terms: settings.terms,
      newsletter: settings.newsletter,
      surveyParticipation: settings.surveyParticipation,
      shareAdvertisingId: settings.shareAdvertisingId,
      shareProfile: settings.shareProfile,
    },
  });
  const { errors } = form.formState;
  const outcome = useSaveMessage(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((values) =>
    outcome.send(save, values, t('settings.saved'), (saved) => {
      form.reset(values);
      onSaved?.(saved);
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {FIELDS.map((field) => (
          <Checkbox
            key={field}
            size="md"
            label={t(`settings.privacy.${field}.label`)}
            description={
              field === 'terms' ? (
                <>
                  {t('settings.privacy.terms.hint')}
                  <PolicyLinks newTab />
                </>
              ) : (
                t(`settings.privacy.${field}.hint`)
              )
            }
            error={errorText(errors[field])}
            {...form.register(field)}
          />
        ))}
        {settings.termsConsentedAt && (
          <Text fz="sm" c="dimmed">
            {t('settings.privacy.consentedAt', {
              date: formatDateTime(settings.termsConsentedAt),
            })}
          </Text>
        )}
        <SaveButton
          label={submitLabel ?? t('settings.save')}
          pending={save.isPending}
          message={outcome.message}
        />
      </Stack>
    </form>
  );
}
