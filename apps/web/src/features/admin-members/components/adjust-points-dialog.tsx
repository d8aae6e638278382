// Grant or deduct a member's points with a reason; the server refuses going below zero.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@fanclub/contract/admin';
import type { AdjustPointsBody } from '@fanclub/contract/points';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { useAdjustPoints } from '../api/adjust-points';

type AdjustValues = { userId: number; points: string; reason: string };

type AdjustPointsDialogProps = { member: AdminMember | undefined; onClose: () => void };

export function AdjustPointsDialog({ member, onClose }: AdjustPointsDialogProps) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Modal
      opened={Boolean(member)}
      onClose={onClose}
      title={t('admin:community.adjust.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {member && <AdjustPointsForm key={member.id} member={member} onClose={onClose} />}
    </Modal>
  );
}

function AdjustPointsForm({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const errorText = useErrorText();
  const adjust = useAdjustPoints();
  const [formError, setFormError] = useState<string>();
  const resolver = useContractResolver<AdjustValues, AdjustPointsBody>(() =>
    import('@fanclub/contract/points').then((m) => m.adjustPointsBody),
  );
  const form = useForm<AdjustValues, unknown, AdjustPointsBody>({
    resolver,
    defaultValues: { userId: member.id, points: '', reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    adjust.mutate(values, {
      onSuccess: (movement) => {
        notifications.show({
          color: 'teal',
          message: t('admin:community.adjust.done', {
            name: member.nickname,
            balance: formatNumber(movement.balance, i18n.language),
            count: movement.balance,
          }),
        });
        onClose();
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, form.setError, ['points', 'reason'])),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text fz="sm">
          {t('admin:community.adjust.body', {
            name: member.nickname,
            balance: formatNumber(member.pointAmount, i18n.language),
            count: member.pointAmount,
          })}
        </Text>
        {formError && (
          <Alert role="alert" color="red" variant="light">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('admin:community.adjust.points')}
          description={t('admin:community.adjust.pointsHint')}
          inputMode="numeric"
          withAsterisk
          error={errorText(errors.points)}
          {...form.register('points')}
        />
        <TextInput
          label={t('admin:community.adjust.reason')}
          description={t('admin:community.adjust.reasonHint')}
          maxLength={200}
          withAsterisk
          error={errorText(errors.reason)}
          {...form.register('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            {t('admin:community.adjust.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
