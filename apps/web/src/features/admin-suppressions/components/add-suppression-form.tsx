// Adding an address to the suppression list by hand: the address, admin's decision or a
// person's request to get no mail, and a note for other admins.
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MANUAL_REASONS,
  SUPPRESSION_REASON_LABELS,
  type SuppressionCreate,
} from '@fanclub/contract/suppressions';
import { FormAlert } from '@/components/form-alert';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useAddSuppression } from '../api/suppressions';

type Values = { email: string; reason: 'admin' | 'unsubscribed'; detail: string };

export function AddSuppressionForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  const errorText = useErrorText();
  const add = useAddSuppression();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<Values, SuppressionCreate>(() =>
    import('@fanclub/contract/suppressions').then((m) => m.suppressionCreate),
  );
  const { register, handleSubmit, formState, setError } = useForm<
    Values,
    unknown,
    SuppressionCreate
  >({ resolver, defaultValues: { email: '', reason: 'admin', detail: '' } });
  const submit = handleSubmit((body) =>
    add.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('suppressions.added') });
        onDone();
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, setError, ['email', 'reason', 'detail'])),
    }),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextInput
          type="email"
          label={t('suppressions.email')}
          required
          maxLength={254}
          data-autofocus
          {...register('email')}
          error={errorText(formState.errors.email)}
        />
        <NativeSelect
          label={t('suppressions.manualReason')}
          data={MANUAL_REASONS.map((r) => ({
            value: r,
            label: SUPPRESSION_REASON_LABELS[r][locale],
          }))}
          {...register('reason')}
          error={errorText(formState.errors.reason)}
        />
        <TextInput
          label={t('suppressions.detail')}
          description={t('suppressions.detailHint')}
          maxLength={500}
          {...register('detail')}
          error={errorText(formState.errors.detail)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('suppressions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
