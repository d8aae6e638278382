// Rejecting one held answer with the reason the member is mailed in their language.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { HeldAnswer, RejectAnswerBody } from '@fanclub/contract/panel';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useRejectAnswer } from '../api/reviews';

export function RejectDialog({
  row,
  onClose,
}: {
  row: HeldAnswer | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['campaigns', 'common']);
  return (
    <Modal
      opened={Boolean(row)}
      onClose={onClose}
      title={t('campaigns:reviews.rejectTitle')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {row && <RejectForm key={row.id} row={row} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ row, onClose }: { row: HeldAnswer; onClose: () => void }) {
  const { t } = useTranslation(['campaigns', 'common']);
  const errorText = useErrorText();
  const reject = useRejectAnswer();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<RejectAnswerBody, RejectAnswerBody>(() =>
    import('@fanclub/contract/panel').then((m) => m.rejectAnswerBody),
  );
  const form = useForm<RejectAnswerBody>({ resolver, defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    reject.mutate(
      { id: row.id, reason: values.reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('campaigns:reviews.rejected', { name: row.nickname }),
          });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, form.setError, ['reason'])),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {t('campaigns:reviews.rejectSummary', { name: row.nickname, title: row.campaignTitle })}
        </Text>
        {formError && (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        )}
        <Textarea
          label={t('campaigns:reviews.reason')}
          description={t('campaigns:reviews.reasonHint')}
          maxLength={500}
          autosize
          minRows={2}
          withAsterisk
          error={errorText(form.formState.errors.reason)}
          {...form.register('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('campaigns:reviews.rejectSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
