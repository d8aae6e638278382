// The admin lists' filter bar: a keyword and a state, applied on submit (posts, campaigns,
// offers). The texts come from the list's own namespace.
import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FilterBar } from '@/components/filter-bar';

export type KeywordStateValues<S extends string> = { keyword: string; state: S | '' };

type Props<S extends string> = {
  texts: {
    label: string;
    search: string;
    clear: string;
    keyword: string;
    state: string;
    all: string;
  };
  values: KeywordStateValues<S>;
  onApply: (values: KeywordStateValues<S>) => void;
  states: readonly S[];
  stateLabel: (state: S) => string;
};

export function KeywordStateFilters<S extends string>({
  texts,
  values,
  onApply,
  states,
  stateLabel,
}: Props<S>) {
  return (
    <FilterBar
      label={texts.label}
      values={values}
      onApply={onApply}
      searchLabel={texts.search}
      clearLabel={texts.clear}
    >
      {(draft, set) => (
        <>
          <TextInput
            label={texts.keyword}
            value={draft.keyword}
            onChange={(event) => set({ keyword: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={texts.state}
            value={draft.state}
            onChange={(event) => set({ state: event.currentTarget.value as S | '' })}
            data={[
              { value: '', label: texts.all },
              ...states.map((value) => ({ value, label: stateLabel(value) })),
            ]}
            w={{ base: '100%', sm: 180 }}
          />
        </>
      )}
    </FilterBar>
  );
}
