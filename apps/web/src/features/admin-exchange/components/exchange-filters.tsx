// Status and request-date filters of the exchange list; applied on submit, cleared in one click.
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATUSES, type ExchangeStatus } from '@fanclub/contract/rewards';
import { FilterBar } from '@/components/filter-bar';

export type ExchangeFilterValues = { status: ExchangeStatus | ''; from: string; to: string };

type ExchangeFiltersProps = {
  values: ExchangeFilterValues;
  onApply: (values: ExchangeFilterValues) => void;
};

export function ExchangeFilters({ values, onApply }: ExchangeFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar
      label={t('exchange.filters.label')}
      values={values}
      onApply={onApply}
      searchLabel={t('exchange.filters.apply')}
      clearLabel={t('exchange.filters.clear')}
    >
      {(draft, set) => (
        <>
          <NativeSelect
            label={t('exchange.filters.status')}
            value={draft.status}
            onChange={(e) => set({ status: e.currentTarget.value as ExchangeStatus | '' })}
            data={[
              { value: '', label: t('exchange.filters.allStatuses') },
              ...EXCHANGE_STATUSES.map((value) => ({
                value,
                label: t(`exchange.status.${value}`),
              })),
            ]}
            w={{ base: '100%', xs: 180 }}
          />
          <TextInput
            type="date"
            label={t('exchange.filters.from')}
            value={draft.from}
            onChange={(e) => set({ from: e.currentTarget.value })}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label={t('exchange.filters.to')}
            value={draft.to}
            onChange={(e) => set({ to: e.currentTarget.value })}
            w={{ base: '100%', xs: 170 }}
          />
        </>
      )}
    </FilterBar>
  );
}
