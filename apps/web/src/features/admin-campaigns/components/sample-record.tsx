// The campaign page's sample: the rule, each draw's record (seed, from how many, drawn per
// stratum against its target, completed), the strata now (quota, drawn, completed) and
// "Invite more", a new draw from the members not yet invited.
import { Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CampaignSampleView,
  SampleDraw,
  StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import { QueryError } from '@/components/query-error';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCampaignSample, useInviteMore } from '../api/campaign-sample';
import { useStratumLabel } from './sample-labels';

function DrawTable({ draw, number }: { draw: SampleDraw; number: number }) {
  const { t, i18n } = useTranslation('campaigns');
  const label = useStratumLabel();
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Stack gap={4} data-testid={`sample-draw-${number}`}>
      <Title order={3} fz="md">
        {t('sample.draw', { number })}
      </Title>
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {draw.populationCount === null
          ? t('sample.drawPending', { seed: draw.seed })
          : t('sample.drawFacts', {
              drawn: n(draw.drawnCount),
              population: n(draw.populationCount),
              at: formatDateTime(draw.createdAt),
              seed: draw.seed,
            })}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{t('sample.drawCaption', { number })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`sample.dimensions.${draw.stratifyBy}`)}</Table.Th>
              <Table.Th ta="right">{t('sample.columns.target')}</Table.Th>
              <Table.Th ta="right">{t('sample.columns.drawn')}</Table.Th>
              <Table.Th ta="right">{t('sample.columns.completed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draw.strata.map((s) => (
              <Table.Tr key={s.code}>
                <Table.Th scope="row" fw={500}>
                  {label(draw.stratifyBy, s.code)}
                </Table.Th>
                <Table.Td ta="right">{n(s.target)}</Table.Td>
                <Table.Td ta="right">{n(s.drawn)}</Table.Td>
                <Table.Td ta="right">{n(s.completed)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function StrataNow({ view }: { view: CampaignSampleView }) {
  const { t, i18n } = useTranslation('campaigns');
  const label = useStratumLabel();
  const n = (v: number) => formatNumber(v, i18n.language);
  const dimension: StratifyDimension = view.stratifyBy;
  const quotas = view.strata.some((s) => s.quota !== null);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped verticalSpacing={4} fz="sm" data-testid="sample-strata-now">
        <Table.Caption>{t('sample.strataNow')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`sample.dimensions.${dimension}`)}</Table.Th>
            {quotas && <Table.Th ta="right">{t('sample.columns.quota')}</Table.Th>}
            <Table.Th ta="right">{t('sample.columns.drawn')}</Table.Th>
            <Table.Th ta="right">{t('sample.columns.completed')}</Table.Th>
            <Table.Th ta="right">{t('sample.columns.eligible')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.strata.map((s) => (
            <Table.Tr key={s.code}>
              <Table.Th scope="row" fw={500}>
                {label(dimension, s.code)}
              </Table.Th>
              {quotas && <Table.Td ta="right">{n(s.quota ?? 0)}</Table.Td>}
              <Table.Td ta="right">{n(s.drawn)}</Table.Td>
              <Table.Td ta="right">{n(s.completed)}</Table.Td>
              <Table.Td ta="right">{n(s.eligible)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InviteMore({ id, open }: { id: number; open: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const [size, setSize] = useState('');
  const invite = useInviteMore(id);
  const error = invite.error;
  const fieldError =
    error && 'fieldErrors' in error
      ? (error.fieldErrors as Record<string, string[]>)?.size?.[0]
      : undefined;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const value = /^\d+$/.test(size.trim()) ? Number(size) : 0;
        invite.mutate(value, {
          onSuccess: () => {
            setSize('');
            notifications.show({
              color: 'teal',
              message: t('sample.invitedMore', {
                count: value,
                value: formatNumber(value, i18n.language),
              }),
            });
          },
        });
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('sample.inviteMoreSize')}
          description={t('sample.inviteMoreHint')}
          value={size}
          onChange={(e) => setSize(e.currentTarget.value)}
          inputMode="numeric"
          maxLength={8}
          w={{ base: '100%', sm: 360 }}
          error={fieldError ?? (error && !fieldError ? error.message : undefined)}
        />
        <Button type="submit" loading={invite.isPending} disabled={!open}>
          {t('sample.inviteMore')}
        </Button>
      </Group>
    </form>
  );
}

export function SampleRecord({ id, open }: { id: number; open: boolean }) {
  const { t, i18n } = useTranslation(['campaigns', 'common']);
  const query = useCampaignSample(id);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const view = query.data;
  if (!view) return <Loader size="sm" aria-label={t('common:loading')} />;
  const sample = view.sample;
  if (!sample)
    return (
      <Text fz="sm" c="dimmed">
        {t('sample.off')}
      </Text>
    );
  const rule = sample.stratifyBy === 'none' ? 'none' : sample.allocation;
  return (
    <Stack gap="md">
      <Text fz="sm" data-testid="sample-rule">
        {t(`sample.rule.${rule}`, {
          count: sample.size,
          value: formatNumber(sample.size, i18n.language),
          dimension: t(`sample.dimensions.${sample.stratifyBy}`),
        })}
      </Text>
      {sample.stratifyBy !== 'none' && <StrataNow view={view} />}
      {view.draws.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('sample.noDraws')}
        </Text>
      ) : (
        view.draws.map((d, i) => <DrawTable key={d.id} draw={d} number={i + 1} />)
      )}
      <InviteMore id={id} open={open} />
    </Stack>
  );
}
