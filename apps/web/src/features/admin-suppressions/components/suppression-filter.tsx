// The suppression list's search: any part of the address and a reason, applied on submit.
import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPRESSION_REASONS, SUPPRESSION_REASON_LABELS } from '@fanclub/contract/suppressions';
import { FilterBar } from '@/components/filter-bar';

export type SuppressionFilterValues = { q: string; reason: string };

type Props = {
  values: SuppressionFilterValues;
  onApply: (values: SuppressionFilterValues) => void;
};

export function SuppressionFilter({ values, onApply }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  const reasons = [
    { value: '', label: t('suppressions.anyReason') },
    ...SUPPRESSION_REASONS.map((r) => ({ value: r, label: SUPPRESSION_REASON_LABELS[r][locale] })),
  ];
  return (
    <FilterBar
      label={t('suppressions.filters')}
      values={values}
      onApply={onApply}
      searchLabel={t('suppressions.search')}
      clearLabel={t('suppressions.clear')}
    >
      {(draft, set) => (
        <>
          <TextInput
            label={t('suppressions.q')}
            description={t('suppressions.qHint')}
            value={draft.q}
            onChange={(e) => set({ q: e.currentTarget.value })}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={254}
            w={{ base: '100%', sm: 300 }}
          />
          <NativeSelect
            label={t('suppressions.reason')}
            data={reasons}
            value={draft.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            w={{ base: '100%', sm: 260 }}
          />
        </>
      )}
    </FilterBar>
  );
}
