// The registration period of the fan statistics: two Japan-time days (YYYY-MM-DD), applied on
// submit; a malformed day or an end before the start is shown on its field and not applied.
import { type FormEvent, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FanQuery } from '@fanclub/contract/statistics';
import { useErrorText } from '@/lib/form';

const DAY_FIELDS = ['from', 'to'] as const;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// The catalogue's messages, the same the server's 422 gives.
const DATE_ERROR = { message: 'validation.date' };
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
  const [checked, setChecked] = useState(false);
  const badFrom = from !== '' && !DAY.test(from);
  const badTo = to !== '' && !DAY.test(to);
  const reversed = !badFrom && !badTo && from !== '' && to !== '' && from > to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (badFrom || badTo || reversed) return;
    onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };
  const values = { from, to };
  const setters = { from: setFrom, to: setTo };
  const errors = {
    from: badFrom ? errorText(DATE_ERROR) : undefined,
    to: badTo ? errorText(DATE_ERROR) : reversed ? errorText(RANGE_ERROR) : undefined,
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('fans.filterLabel')} noValidate>
      <Group align="flex-start" gap="sm">
        {DAY_FIELDS.map((name) => (
          <TextInput
            key={name}
            name={name}
            label={t(`fans.${name}`)}
            description={t('fans.dateHint')}
            placeholder={t('fans.datePlaceholder')}
            inputMode="numeric"
            maxLength={10}
            w={200}
            value={values[name]}
            onChange={(e) => setters[name](e.currentTarget.value.trim())}
            error={checked ? errors[name] : undefined}
          />
        ))}
        <Group gap="sm" mt={{ base: 0, sm: 47 }}>
          <Button type="submit">{t('fans.apply')}</Button>
          {(period.from || period.to) && (
            <Button
              variant="subtle"
              onClick={() => {
                setFrom('');
                setTo('');
                setChecked(false);
                onApply({});
              }}
            >
              {t('fans.clear')}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
