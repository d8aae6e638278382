// Completing (with the gift code or PayPal reference) or failing (with a reason) one request.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminExchangeItem, CompleteBody, FailBody } from '@fanclub/contract/rewards';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { useCompleteExchange, useFailExchange } from '../api/update-exchanges';

export type Decision = { row: AdminExchangeItem; action: 'complete' | 'fail' };

export function DecisionDialog({
  decision,
  onClose,
}: {
  decision: Decision | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Modal
      opened={Boolean(decision)}
      onClose={onClose}
      title={
        decision?.action === 'fail'
          ? t('admin:exchange.fail.title')
          : t('admin:exchange.complete.title')
      }
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {decision?.action === 'complete' && (
        <CompleteForm key={`c${decision.row.id}`} row={decision.row} onClose={onClose} />
      )}
      {decision?.action === 'fail' && (
        <FailForm key={`f${decision.row.id}`} row={decision.row} onClose={onClose} />
      )}
    </Modal>
  );
}

function Summary({ row }: { row: AdminExchangeItem }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Text fz="sm">
      {t('exchange.summary', {
        id: row.id,
        name: row.nickname,
        points: formatNumber(row.amount, i18n.language),
        count: row.amount,
      })}
    </Text>
  );
}

function CompleteForm({ row, onClose }: { row: AdminExchangeItem; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const errorText = useErrorText();
  const complete = useCompleteExchange();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<CompleteBody, CompleteBody>(() =>
    import('@fanclub/contract/rewards').then((m) => m.completeBody),
  );
  const form = useForm<CompleteBody>({ resolver, defaultValues: { reference: '' } });
  const label =
    row.type === 'paypal'
      ? t('admin:exchange.complete.paypalReference')
      : t('admin:exchange.complete.giftCode');
  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    complete.mutate(
      { id: row.id, reference: values.reference },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('admin:exchange.complete.done', { id: row.id }),
          });
          onClose();
        },
        onError: (error) => setFormError(applyServerErrors(error, form.setError, ['reference'])),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Summary row={row} />
        <Text fz="sm" c="dimmed">
          {t('admin:exchange.complete.body')}
        </Text>
        {formError && (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        )}
        <TextInput
          label={label}
          maxLength={200}
          withAsterisk
          autoComplete="off"
          error={errorText(form.formState.errors.reference)}
          {...form.register('reference')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" color="teal" loading={complete.isPending}>
            {t('admin:exchange.complete.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FailForm({ row, onClose }: { row: AdminExchangeItem; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const errorText = useErrorText();
  const fail = useFailExchange();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<FailBody, FailBody>(() =>
    import('@fanclub/contract/rewards').then((m) => m.failBody),
  );
  const form = useForm<FailBody>({ resolver, defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    fail.mutate(
      { id: row.id, reason: values.reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('admin:exchange.fail.done', { id: row.id }),
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
        <Summary row={row} />
        <Text fz="sm" c="dimmed">
          {t('admin:exchange.fail.body')}
        </Text>
        {formError && (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        )}
        <Textarea
          label={t('admin:exchange.fail.reason')}
          description={t('admin:exchange.fail.reasonHint')}
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
          <Button type="submit" color="red" loading={fail.isPending}>
            {t('admin:exchange.fail.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
