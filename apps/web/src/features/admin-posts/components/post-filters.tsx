// Title keyword and state filters of the post list; applied on submit.
import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POST_STATES, type PostState } from '@fanclub/contract/posts';
import { FilterBar } from '@/components/filter-bar';

type PostFilterValues = { keyword: string; status: PostState | '' };
type Props = { values: PostFilterValues; onApply: (filters: PostFilterValues) => void };

export function PostFilters({ values, onApply }: Props) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar
      label={t('posts.filters')}
      values={values}
      onApply={onApply}
      searchLabel={t('posts.search')}
      clearLabel={t('posts.clear')}
    >
      {(draft, set) => (
        <>
          <TextInput
            label={t('posts.keyword')}
            value={draft.keyword}
            onChange={(event) => set({ keyword: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t('posts.status')}
            value={draft.status}
            onChange={(event) => set({ status: event.currentTarget.value as PostState | '' })}
            data={[
              { value: '', label: t('posts.allStates') },
              ...POST_STATES.map((value) => ({ value, label: t(`posts.states.${value}`) })),
            ]}
            w={{ base: '100%', sm: 180 }}
          />
        </>
      )}
    </FilterBar>
  );
}
