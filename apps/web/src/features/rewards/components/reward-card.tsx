// One reward with its own redeem form: the amount (and PayPal address), the dollar value as
// the member types, a confirmation, then the server's answer on the same fields.
import '@mantine/core/styles/Table.layer.css';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconGift, IconHeartHandshake, IconBrandPaypal } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  pointsToUsdCents,
  type RedeemData,
  type RewardItem,
  type RewardsOverview,
} from '@fanclub/contract/rewards';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { useRedeemReward } from '../api/redeem-reward';
import { ConfirmRedeemDialog, type RedeemDraft } from './confirm-redeem-dialog';

type RedeemValues = { amount: string; paypalEmail: string };

const ICONS = { amazon: IconGift, paypal: IconBrandPaypal, donation: IconHeartHandshake };

function usdText(amount: string, rate: number): string | undefined {
  const points = Number(amount.trim());
  if (!/^\d+$/.test(amount.trim()) || points <= 0) return undefined;
  return (pointsToUsdCents(points, rate) / 100).toFixed(2);
}

type RewardCardProps = { reward: RewardItem; overview: RewardsOverview };

export function RewardCard({ reward, overview }: RewardCardProps) {
  const { t, i18n } = useTranslation(['member', 'common']);
  const errorText = useErrorText();
  const redeem = useRedeemReward();
  const [draft, setDraft] = useState<RedeemDraft>();
  const [formError, setFormError] = useState<string>();
  const isDonation = reward.type === 'donation';
  const isPaypal = reward.type === 'paypal';
  const unavailable = reward.type === 'amazon' && !overview.amazonAvailable;
  const rule = { type: reward.type, minPoints: reward.minPoints, maxPoints: reward.maxPoints };
  const resolver = useContractResolver<RedeemValues, RedeemData>(() =>
    // The balance is the server's to check: it may have changed since this screen loaded.
    import('@fanclub/contract/rewards').then((m) => m.redeemBodyFor(rule)),
  );
  const form = useForm<RedeemValues, unknown, RedeemData>({
    resolver,
    defaultValues: { amount: '', paypalEmail: '' },
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' });
  const usd = isPaypal ? usdText(amount, overview.rules.paypalJpyPerUsd) : undefined;
  const n = (value: number) => formatNumber(value, i18n.language);
  const Icon = ICONS[reward.type];
  const fieldId = `reward-${reward.id}`;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    // More than the balance shown is said at once, before the confirmation (the server still
    // checks, as the balance may have changed since the page loaded).
    if (Number(values.amount) > overview.balance) {
      // A message key: the field's error text reads it in the current language.
      form.setError('amount', { type: 'balance', message: 'errors.INSUFFICIENT_POINT' });
      return;
    }
    setDraft({
      amount: values.amount,
      paypalEmail: isPaypal ? values.paypalEmail : undefined,
      ...(isPaypal && usd ? { usd } : {}),
    });
  });

  const confirm = () => {
    if (!draft) return;
    const body: RedeemData = { amount: draft.amount, paypalEmail: draft.paypalEmail };
    redeem.mutate(
      { id: reward.id, body },
      {
        onSuccess: (result) => {
          setDraft(undefined);
          form.reset();
          notifications.show({
            color: 'teal',
            message: isDonation
              ? t('rewards.done.donation', {
                  points: n(result.request.amount),
                  balance: n(result.balance),
                  count: result.request.amount,
                })
              : t('rewards.done.exchange', {
                  points: n(result.request.amount),
                  balance: n(result.balance),
                  count: result.request.amount,
                }),
          });
        },
        onError: (error) => {
          setDraft(undefined);
          setFormError(applyServerErrors(error, form.setError, ['amount', 'paypalEmail']));
        },
      },
    );
  };

  return (
    <Card component="article" aria-labelledby={`${fieldId}-title`} h="100%">
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={28} aria-hidden color="var(--mantine-color-sea-6)" />
          <Stack gap={2}>
            <Title order={3} fz="md" id={`${fieldId}-title`}>
              {reward.name}
            </Title>
            <Badge variant="light" color={isDonation ? 'teal' : 'sea'} size="sm">
              {isDonation
                ? t('rewards.range', { min: n(reward.minPoints), max: n(reward.maxPoints ?? 0) })
                : t('rewards.from', { min: n(reward.minPoints) })}
            </Badge>
          </Stack>
        </Group>
        <Text fz="sm" c="dimmed">
          {reward.description}
        </Text>
        {unavailable ? (
          <Alert color="gray" variant="light" mt="auto">
            {t('rewards.amazonUnavailable')}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate style={{ marginTop: 'auto' }}>
            <Stack gap="sm">
              {formError && (
                <Alert role="alert" color="red" variant="light">
                  {formError}
                </Alert>
              )}
              <TextInput
                id={`${fieldId}-amount`}
                label={isDonation ? t('rewards.form.donationAmount') : t('rewards.form.amount')}
                description={
                  isDonation
                    ? t('rewards.form.donationHint', {
                        min: n(reward.minPoints),
                        max: n(reward.maxPoints ?? 0),
                      })
                    : t('rewards.form.amountHint', {
                        min: n(reward.minPoints),
                        count: reward.minPoints,
                      })
                }
                inputMode="numeric"
                autoComplete="off"
                rightSection={
                  <Text fz="xs" c="dimmed">
                    {t('rewards.form.unit')}
                  </Text>
                }
                rightSectionWidth={36}
                withAsterisk
                error={errorText(errors.amount)}
                {...form.register('amount')}
              />
              {isPaypal && (
                <>
                  <Text fz="sm" aria-live="polite">
                    {usd
                      ? t('rewards.form.usdPreview', {
                          usd,
                          rate: n(overview.rules.paypalJpyPerUsd),
                        })
                      : t('rewards.form.usdHint', { rate: n(overview.rules.paypalJpyPerUsd) })}
                  </Text>
                  <TextInput
                    id={`${fieldId}-paypal`}
                    type="email"
                    label={t('rewards.form.paypalEmail')}
                    description={t('rewards.form.paypalEmailHint')}
                    autoComplete="email"
                    withAsterisk
                    error={errorText(errors.paypalEmail)}
                    {...form.register('paypalEmail')}
                  />
                </>
              )}
              <Button type="submit" radius="xl" color={isDonation ? 'teal' : undefined}>
                {isDonation ? t('rewards.form.donate') : t('rewards.form.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
      <ConfirmRedeemDialog
        reward={reward}
        draft={draft}
        deliveryDate={overview.deliveryDate}
        pending={redeem.isPending}
        onConfirm={confirm}
        onClose={() => setDraft(undefined)}
      />
    </Card>
  );
}
