// Keyword and status filters of the member list; applied on submit, cleared in one click.
import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES, type MemberStatus } from '@fanclub/contract/codes';
import { FilterBar } from '@/components/filter-bar';

type MemberFilterValues = { keyword: string; status: MemberStatus | '' };
type MemberFiltersProps = {
  values: MemberFilterValues;
  onApply: (filters: MemberFilterValues) => void;
};

export function MemberFilters({ values, onApply }: MemberFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar
      label={t('community.filters')}
      values={values}
      onApply={onApply}
      searchLabel={t('community.search')}
      clearLabel={t('community.clear')}
    >
      {(draft, set) => (
        <>
          <TextInput
            label={t('community.keyword')}
            description={t('community.keywordHint')}
            value={draft.keyword}
            onChange={(event) => set({ keyword: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={100}
            w={{ base: '100%', sm: 320 }}
          />
          <NativeSelect
            label={t('community.status')}
            value={draft.status}
            onChange={(event) => set({ status: event.currentTarget.value as MemberStatus | '' })}
            data={[
              { value: '', label: t('community.allStatuses') },
              ...MEMBER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
            ]}
            w={{ base: '100%', sm: 180 }}
          />
        </>
      )}
    </FilterBar>
  );
}
