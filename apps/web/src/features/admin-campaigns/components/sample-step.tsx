// Step 5, sampling: invite everyone who matches, or a random sample of N, stratified by one
// dimension in proportion to the audience or to quotas typed per stratum, with the members a
// draw could take now per stratum beside each.
import { Group, Loader, Radio, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SAMPLE_ALLOCATIONS,
  STRATIFY_DIMENSIONS,
  type SampleAllocation,
  type StratifyDimension,
} from '@fanclub/contract/campaign-samples';
import { formatNumber } from '@/lib/format';
import { useStratumLabel } from './sample-labels';
import type { useSampleStep } from './use-sample-step';

type Props = { step: ReturnType<typeof useSampleStep> };

export function SampleStep({ step }: Props) {
  const { t, i18n } = useTranslation(['campaigns', 'common']);
  const label = useStratumLabel();
  const { form, change, errors, counts } = step;
  const n = (v: number) => formatNumber(v, i18n.language);
  const view = counts.data;
  const quotas = form.stratifyBy !== 'none' && form.allocation === 'quotas';
  const quotaSum = Object.values(form.quotas).reduce(
    (sum, v) => sum + (/^\d+$/.test(v.trim()) ? Number(v) : 0),
    0,
  );

  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {t('wizard.steps.sample')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('sample.lead')}
      </Text>
      <Radio.Group
        label={t('sample.mode')}
        value={form.mode}
        onChange={(v) => change({ mode: v as 'everyone' | 'sample' })}
      >
        <Stack mt="xs" gap="xs">
          <Radio value="everyone" label={t('sample.modes.everyone')} />
          <Radio value="sample" label={t('sample.modes.sample')} />
        </Stack>
      </Radio.Group>
      {form.mode === 'sample' && (
        <>
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              label={t('sample.size')}
              description={
                view ? t('sample.eligible', { count: view.eligible, value: n(view.eligible) }) : ''
              }
              value={form.size}
              onChange={(e) => change({ size: e.currentTarget.value })}
              inputMode="numeric"
              maxLength={8}
              required
              w={260}
              error={errors.size}
            />
            <Select
              label={t('sample.stratifyBy')}
              data={STRATIFY_DIMENSIONS.map((d) => ({
                value: d,
                label: t(`sample.dimensions.${d}`),
              }))}
              value={form.stratifyBy}
              onChange={(v) => v && change({ stratifyBy: v as StratifyDimension, quotas: {} })}
              allowDeselect={false}
              w={260}
              error={errors.stratifyBy}
            />
          </Group>
          {form.stratifyBy !== 'none' && (
            <Radio.Group
              label={t('sample.allocation')}
              value={form.allocation}
              onChange={(v) => change({ allocation: v as SampleAllocation })}
              error={errors.allocation}
            >
              <Stack mt="xs" gap="xs">
                {SAMPLE_ALLOCATIONS.map((a) => (
                  <Radio key={a} value={a} label={t(`sample.allocations.${a}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {form.stratifyBy !== 'none' && (
            <Table.ScrollContainer minWidth={360}>
              <Table striped verticalSpacing={4} fz="sm" data-testid="sample-strata">
                <Table.Caption>{t('sample.strataCaption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(`sample.dimensions.${form.stratifyBy}`)}</Table.Th>
                    <Table.Th ta="right">{t('sample.columns.eligible')}</Table.Th>
                    {quotas && <Table.Th ta="right">{t('sample.columns.quota')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view?.stratifyBy === form.stratifyBy ? (
                    view.strata.map((s) => (
                      <Table.Tr key={s.code}>
                        <Table.Th scope="row" fw={500}>
                          {label(form.stratifyBy, s.code)}
                        </Table.Th>
                        <Table.Td ta="right">{n(s.eligible)}</Table.Td>
                        {quotas && (
                          <Table.Td ta="right">
                            <TextInput
                              aria-label={t('sample.quotaFor', {
                                name: label(form.stratifyBy, s.code),
                              })}
                              value={form.quotas[s.code] ?? ''}
                              onChange={(e) =>
                                change({
                                  quotas: { ...form.quotas, [s.code]: e.currentTarget.value },
                                })
                              }
                              inputMode="numeric"
                              maxLength={8}
                              size="xs"
                              w={100}
                              ml="auto"
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))
                  ) : (
                    <Table.Tr>
                      <Table.Td colSpan={3}>
                        <Loader size="sm" aria-label={t('common:loading')} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {quotas && (
            <Text
              fz="sm"
              c={errors.quotas ? 'red' : 'dimmed'}
              role={errors.quotas ? 'alert' : undefined}
            >
              {errors.quotas ?? t('sample.quotaSum', { value: n(quotaSum) })}
            </Text>
          )}
          <Text fz="sm" c="dimmed">
            {t('sample.afterwards')}
          </Text>
        </>
      )}
    </Stack>
  );
}
