// Status and request-date filters of the exchange list; applied on submit, cleared in one click.
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_STATUSES, type ExchangeStatus } from '@fanclub/contract/rewards';

export type ExchangeFilterValues = { status: ExchangeStatus | ''; from: string; to: string };

type ExchangeFiltersProps = {
  values: ExchangeFilterValues;
  onApply: (values: ExchangeFilterValues) => void;
};

export function ExchangeFilters({ values, onApply }: ExchangeFiltersProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const active = Boolean(values.status || values.from || values.to);
  return (
    <form onSubmit={submit} role="search" aria-label={t('exchange.filters.label')}>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('exchange.filters.status')}
          value={draft.status}
          onChange={(e) =>
            setDraft({ ...draft, status: e.currentTarget.value as ExchangeStatus | '' })
          }
          data={[
            { value: '', label: t('exchange.filters.allStatuses') },
            ...EXCHANGE_STATUSES.map((value) => ({ value, label: t(`exchange.status.${value}`) })),
          ]}
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          type="date"
          label={t('exchange.filters.from')}
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label={t('exchange.filters.to')}
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
        <Button type="submit">{t('exchange.filters.apply')}</Button>
        {active && (
          <Button
            variant="subtle"
            onClick={() => {
              const cleared = { status: '' as const, from: '', to: '' };
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            {t('exchange.filters.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
