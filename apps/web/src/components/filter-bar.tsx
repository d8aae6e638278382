// A list's filter form: fields edited as a draft, applied on submit ("search"), and a "clear"
// button once a filter is applied. The draft starts again whenever the applied values change
// (the URL is the truth).
//   import { FilterBar } from '@/components/filter-bar';
//   <FilterBar label={t('…')} values={filters} onApply={(v) => setSearch({ page: 1, ...v })}
//     searchLabel={t('…')} clearLabel={t('…')}>
//     {(draft, set) => <TextInput value={draft.keyword} onChange={(e) => set({ keyword: … })} />}
//   </FilterBar>
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button, Group } from '@mantine/core';

export type FilterBarProps<T extends Record<string, string>> = {
  /** The search form's accessible name. */
  label: string;
  values: T;
  onApply: (values: T) => void;
  searchLabel: string;
  clearLabel: string;
  children: (draft: T, set: (patch: Partial<T>) => void) => ReactNode;
};

export function FilterBar<T extends Record<string, string>>(props: FilterBarProps<T>) {
  return <FilterForm key={JSON.stringify(props.values)} {...props} />;
}

function FilterForm<T extends Record<string, string>>({
  label,
  values,
  onApply,
  searchLabel,
  clearLabel,
  children,
}: FilterBarProps<T>) {
  const [draft, setDraft] = useState(values);
  const trimmed = (v: T) =>
    Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as T;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(trimmed(draft));
  };
  const active = Object.values(values).some(Boolean);
  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Group align="flex-end" gap="sm">
        {children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })))}
        <Button type="submit">{searchLabel}</Button>
        {active && (
          <Button
            variant="subtle"
            onClick={() => {
              const cleared = Object.fromEntries(Object.keys(values).map((k) => [k, ''])) as T;
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            {clearLabel}
          </Button>
        )}
      </Group>
    </form>
  );
}
