// The settings the office may change (point amounts, the PayPal rate): one number each, with
// its default and last change; saved together, each change recorded by the server.
import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditableSetting, SettingsBody, SettingsView } from '@fanclub/contract/settings';
import { FormAlert } from '@/components/form-alert';
import { formatDateTime, formatNumber } from '@/lib/format';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useUpdateSettings } from '../api/settings';

type Values = Record<EditableSetting, string>;
// The contract's schema loads with the form's validation; its field list is repeated here so
// the page does not pull the contract module in before it is needed.
const FIELDS: readonly EditableSetting[] = [
  'firstSurveyPoints',
  'referralPoints',
  'paypalJpyPerUsd',
];
type Output = { [K in EditableSetting]?: number };

const valuesOf = (view: SettingsView): Values =>
  Object.fromEntries(view.editable.map((e) => [e.key, String(e.value)])) as Values;

export function EditableSettingsForm({ view }: { view: SettingsView }) {
  const { t, i18n } = useTranslation('stats');
  const errorText = useErrorText();
  const save = useUpdateSettings();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>();
  const resolver = useContractResolver<Values, Output>(() =>
    import('@fanclub/contract/settings').then((m) => m.settingsBody),
  );
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: valuesOf(view) });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setMessage(undefined);
    if (!isDirty) {
      setMessage({ tone: 'success', text: t('settings.noChange') });
      return;
    }
    save.mutate(values as SettingsBody, {
      onSuccess: (stored) => {
        form.reset(valuesOf(stored));
        setMessage({ tone: 'success', text: t('settings.saved') });
      },
      onError: (error) => {
        const text = applyServerErrors(error, form.setError, FIELDS);
        if (text) setMessage({ tone: 'error', text });
      },
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
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
