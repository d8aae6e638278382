// The settings the office may change (point amounts, the PayPal rate): one number each, with
// its default and last change; saved together, each change recorded by the server.
import { Card, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditableSetting, SettingsBody, SettingsView } from '@fanclub/contract/settings';
import { FormAlert } from '@/components/form-alert';
import { SaveButton } from '@/components/save-button';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useContractResolver, useErrorText } from '@/lib/form';
import { useSaveMessage } from '@/lib/use-save-message';
import { useUpdateSettings } from '../api/settings';

type Values = Record<EditableSetting, string>;
// The contract's schema loads with the form's validation; its field list is repeated here so
// the page does not pull the contract module in before it is needed.
const FIELDS: readonly EditableSetting[] = [
  'firstSurveyPoints',
  'referralPoints',
  'paypalJpyPerUsd',
  'dailyEarnCap',
  'speederPercent',
  'surveyInviteLimit',
  'surveyRestDays',
];
type Output = { [K in EditableSetting]?: number };

const valuesOf = (view: SettingsView): Values =>
  Object.fromEntries(view.editable.map((e) => [e.key, String(e.value)])) as Values;

export function EditableSettingsForm({ view }: { view: SettingsView }) {
  const { t, i18n } = useTranslation('stats');
  const errorText = useErrorText();
  const save = useUpdateSettings();
  const resolver = useContractResolver<Values, Output>(() =>
    import('@fanclub/contract/settings').then((m) => m.settingsBody),
  );
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: valuesOf(view) });
  const { errors, isDirty } = form.formState;
  const { message, setMessage, saved, failed } = useSaveMessage(form.setError, FIELDS);

  const onSubmit = form.handleSubmit((values) => {
    setMessage(undefined);
    if (!isDirty) {
      saved(t('settings.noChange'));
      return;
    }
    save.mutate(values as SettingsBody, {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        saved(t('settings.saved'));
      },
      onError: failed,
    });
  });

  return (
    <Card component="section" aria-labelledby="settings-editable" padding="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="settings-editable">
            {t('settings.editTitle')}
          </Title>
          {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {view.editable.map((setting) => (
              <TextInput
                key={setting.key}
                label={t(`settings.keys.${setting.key}`)}
                inputMode={setting.key === 'paypalJpyPerUsd' ? 'decimal' : 'numeric'}
                description={[
                  t('settings.defaultValue', {
                    value: formatNumber(setting.defaultValue, i18n.language),
                  }),
                  setting.updatedAt &&
                    t('settings.lastChanged', {
                      at: formatDateTime(setting.updatedAt),
                      by: setting.updatedBy ?? t('settings.unknownAdmin'),
                    }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                error={errorText(errors[setting.key])}
                {...form.register(setting.key)}
              />
            ))}
          </SimpleGrid>
          <SaveButton label={t('settings.save')} pending={save.isPending} justify="flex-end" />
        </Stack>
      </form>
    </Card>
  );
}
