// Recipient filter of the outbox, applied on submit.
import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type OutboxFilterProps = { to: string; onApply: (to: string) => void };

export function OutboxFilter({ to, onApply }: OutboxFilterProps) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('outbox.filters')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('outbox.to')}
          description={t('outbox.toHint')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={254}
          w={{ base: '100%', sm: 340 }}
        />
        <Button type="submit">{t('outbox.search')}</Button>
        {to && (
          <Button
            variant="subtle"
            onClick={() => {
              setDraft('');
              onApply('');
            }}
          >
            {t('outbox.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
