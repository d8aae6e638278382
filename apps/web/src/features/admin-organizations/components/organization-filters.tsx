// Keyword and facility-type filters of the organization list; applied on submit.
import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FACILITY_TYPES, type FacilityType } from '@fanclub/contract/account';
import { FilterBar } from '@/components/filter-bar';

export type OrganizationFilterValues = { keyword: string; facilityType: FacilityType | '' };

type OrganizationFiltersProps = {
  values: OrganizationFilterValues;
  onApply: (filters: OrganizationFilterValues) => void;
};

export function OrganizationFilters({ values, onApply }: OrganizationFiltersProps) {
  const { t } = useTranslation('stats');
  return (
    <FilterBar
      label={t('organization.filterLabel')}
      values={values}
      onApply={onApply}
      searchLabel={t('organization.search')}
      clearLabel={t('organization.clear')}
    >
      {(draft, set) => (
        <>
          <TextInput
            label={t('organization.keyword')}
            value={draft.keyword}
            onChange={(event) => set({ keyword: event.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={100}
            w={{ base: '100%', sm: 360 }}
          />
          <NativeSelect
            label={t('organization.facilityType')}
            value={draft.facilityType}
            onChange={(event) =>
              set({ facilityType: event.currentTarget.value as FacilityType | '' })
            }
            data={[
              { value: '', label: t('organization.allFacilities') },
              ...FACILITY_TYPES.map((value) => ({
                value,
                label: t(`organization.facilities.${value}`),
              })),
            ]}
            w={{ base: '100%', sm: 200 }}
          />
        </>
      )}
    </FilterBar>
  );
}
