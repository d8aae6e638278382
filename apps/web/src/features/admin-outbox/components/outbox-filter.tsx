// Recipient filter of the outbox, applied on submit.
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar';

type OutboxFilterProps = { to: string; onApply: (to: string) => void };

export function OutboxFilter({ to, onApply }: OutboxFilterProps) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar
      label={t('outbox.filters')}
      values={{ to }}
      onApply={(values) => onApply(values.to)}
      searchLabel={t('outbox.search')}
      clearLabel={t('outbox.clear')}
    >
      {(draft, set) => (
        <TextInput
          label={t('outbox.to')}
          description={t('outbox.toHint')}
          value={draft.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={254}
          w={{ base: '100%', sm: 340 }}
        />
      )}
    </FilterBar>
  );
}
