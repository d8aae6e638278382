// The registration period of the fan statistics: two Japan-time days, applied on submit.
import { type FormEvent, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FanQuery } from '@fanclub/contract/statistics';
import { useErrorText } from '@/lib/form';

/** The catalogue's message for an end before the start (the server's 422 says the same). */
const RANGE_ERROR = { message: 'validation.date_range' };

type PeriodFilterProps = {
  period: FanQuery;
  onApply: (period: FanQuery) => void;
};

export function PeriodFilter({ period, onApply }: PeriodFilterProps) {
  const { t } = useTranslation('stats');
  const errorText = useErrorText();
  const [from, setFrom] = useState(period.from ?? '');
  const [to, setTo] = useState(period.to ?? '');
  const invalid = from !== '' && to !== '' && from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('fans.filterLabel')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t('fans.from')}
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('fans.to')}
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={invalid ? errorText(RANGE_ERROR) : undefined}
        />
        <Button type="submit">{t('fans.apply')}</Button>
        {(period.from || period.to) && (
          <Button
            variant="subtle"
            onClick={() => {
              setFrom('');
              setTo('');
              onApply({});
            }}
          >
            {t('fans.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
