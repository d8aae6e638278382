// Starting a batch of a post's, campaign's or offer's mail: now, or at a Japan-time schedule,
// as an invitation or a reminder. While another batch sends, "now" is refused (BATCH_BUSY):
// the form says why; so it does when the caller knows the mail cannot go (`blockedReason`: the
// button is disabled with the reason beside it). A refusal of the server (SENDOUT_SETUP) shows
// its own message, which names what is missing. The call is the caller's mutation.
//   import { SendBatchForm } from '@/admin-kit/sendouts/send-batch-form';
//   <SendBatchForm send={useMutation<SendoutBatch, Error, CreateSendoutBody>} types?={SENDOUT_TYPES} />
import { type ReactNode, useId, useState } from 'react';
import { Button, Group, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  SENDOUT_TYPES,
  type CreateSendoutBody,
  type SendoutBatch,
  type SendoutType,
} from '@fanclub/contract/sendouts';
import { BatchRunningAlert } from '@/components/batch-running-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateTimeField } from '@/components/date-time-field';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { useBatchCheck } from '@/lib/batch-check';
import { formatDateTime } from '@/lib/format';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';

type SendValues = { sendMode: 'now' | 'schedule'; type: SendoutType; scheduledAt: string };
const EMPTY: SendValues = { sendMode: 'now', type: 'invitation', scheduledAt: '' };

export type SendBatchFormProps = {
  send: UseMutationResult<SendoutBatch, Error, CreateSendoutBody>;
  /** The batch kinds offered (default: invitation and reminder). */
  types?: readonly SendoutType[];
  /** The newest batch of this mail that went or is due: another batch is confirmed first. */
  lastBatch?: SendoutBatch | undefined;
  /** Why no batch can start (e.g. the post has no mail): shown, and the button disabled. */
  blockedReason?: string | undefined;
};

export function SendBatchForm({
  send: create,
  types = SENDOUT_TYPES,
  lastBatch,
  blockedReason,
}: SendBatchFormProps) {
  const { t } = useTranslation(['admin', 'messages']);
  const errorText = useErrorText();
  const check = useBatchCheck();
  const [formError, setFormError] = useState<ReactNode>();
  const [refusedBusy, setRefusedBusy] = useState(false);
  const reasonId = useId();
  const resolver = useContractResolver<SendValues, CreateSendoutBody>(() =>
    import('@fanclub/contract/sendouts').then((m) => m.createSendoutBody),
  );
  const form = useForm<SendValues, unknown, CreateSendoutBody>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'sendMode' });

  // A second batch mails the same members again: say so, and to how many, before it starts.
  const [pending, setPending] = useState<CreateSendoutBody>();
  const onSubmit = form.handleSubmit((body) => {
    if (lastBatch) setPending(body);
    else start(body);
  });

  const start = (body: CreateSendoutBody) => {
    setPending(undefined);
    setFormError(undefined);
    setRefusedBusy(false);
    create.mutate(body, {
      onSuccess: (batch) => {
        form.reset({ ...EMPTY, type: body.type ?? 'invitation' });
        notifications.show({
          color: 'teal',
          message: t('sendouts.post.created', { id: batch.id }),
        });
      },
      onError: (error) => {
        // The server's message is localised and names what is missing (no mail, no audience…).
        if (isApiError(error, 'BATCH_BUSY')) setRefusedBusy(true);
        else if (isApiError(error, 'SENDOUT_SETUP')) setFormError(error.message);
        else setFormError(applyServerErrors(error, form.setError, ['scheduledAt', 'type']));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {lastBatch && (
        <ConfirmDialog
          opened={pending !== undefined}
          title={t('sendouts.post.resendTitle')}
          body={t(
            lastBatch.status === 'schedule'
              ? 'sendouts.post.resendScheduledBody'
              : 'sendouts.post.resendBody',
            {
              id: lastBatch.id,
              count: lastBatch.recipients,
              date: formatDateTime(
                lastBatch.finishedAt ?? lastBatch.startedAt ?? lastBatch.scheduledAt,
              ),
            },
          )}
          confirmLabel={t('sendouts.post.resendConfirm')}
          pending={create.isPending}
          onConfirm={() => pending && start(pending)}
          onClose={() => setPending(undefined)}
        />
      )}
      <Stack gap="sm">
        {refusedBusy && <BatchRunningAlert running={check.data?.running} tone="error" />}
        {formError && <FormAlert>{formError}</FormAlert>}
        <Controller
          control={form.control}
          name="sendMode"
          render={({ field }) => (
            <Radio.Group
              label={t('sendouts.post.sendMode')}
              value={field.value}
              onChange={(v) => field.onChange(v)}
            >
              <Group mt="xs" gap="lg">
                <Radio value="now" label={t('sendouts.post.now')} />
                <Radio value="schedule" label={t('sendouts.post.schedule')} />
              </Group>
            </Radio.Group>
          )}
        />
        <Group gap="sm" align="flex-start">
          <NativeSelect
            label={t('sendouts.post.type')}
            data={types.map((type) => ({
              value: type,
              label: t(`sendouts.types.${type}`),
            }))}
            error={errorText(errors.type)}
            w={200}
            {...form.register('type')}
          />
          {mode === 'schedule' && (
            <Controller
              control={form.control}
              name="scheduledAt"
              render={({ field }) => (
                <DateTimeField
                  ref={field.ref}
                  name={field.name}
                  label={t('sendouts.post.scheduledAt')}
                  description={t('sendouts.post.scheduledAtHint')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(errors.scheduledAt)}
                />
              )}
            />
          )}
        </Group>
        <Group>
          <Button
            type="submit"
            loading={create.isPending}
            disabled={blockedReason !== undefined || (mode === 'now' && check.data?.busy === true)}
            aria-describedby={blockedReason ? reasonId : undefined}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {mode === 'now' ? t('sendouts.post.submitNow') : t('sendouts.post.submitSchedule')}
          </Button>
        </Group>
        {blockedReason && (
          <Text id={reasonId} fz="sm" c="dimmed" data-testid="send-blocked-reason">
            {blockedReason}
          </Text>
        )}
      </Stack>
    </form>
  );
}
