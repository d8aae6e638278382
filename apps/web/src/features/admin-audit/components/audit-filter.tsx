// The audit log's search: actor, member, action and a range of Japan days, applied on submit.
import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '@fanclub/contract/audit';
import { FilterBar } from '@/components/filter-bar';

export type AuditFilterValues = {
  actorId: string;
  memberId: string;
  action: string;
  from: string;
  to: string;
};

type Props = { values: AuditFilterValues; onApply: (values: AuditFilterValues) => void };

export function AuditFilter({ values, onApply }: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  const actions = [
    { value: '', label: t('audit.anyAction') },
    ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a][locale] })),
  ];
  const width = { base: '100%', sm: 150 };
  return (
    <FilterBar
      label={t('audit.filters')}
      values={values}
      onApply={onApply}
      searchLabel={t('audit.search')}
      clearLabel={t('audit.clear')}
    >
      {(draft, set) => (
        <>
          <TextInput
            label={t('audit.actorId')}
            inputMode="numeric"
            value={draft.actorId}
            onChange={(e) => set({ actorId: e.currentTarget.value.replace(/\D/g, '') })}
            w={width}
          />
          <TextInput
            label={t('audit.memberId')}
            inputMode="numeric"
            value={draft.memberId}
            onChange={(e) => set({ memberId: e.currentTarget.value.replace(/\D/g, '') })}
            w={width}
          />
          <NativeSelect
            label={t('audit.action')}
            data={actions}
            value={draft.action}
            onChange={(e) => set({ action: e.currentTarget.value })}
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            type="date"
            label={t('audit.from')}
            value={draft.from}
            onChange={(e) => set({ from: e.currentTarget.value })}
            w={width}
          />
          <TextInput
            type="date"
            label={t('audit.to')}
            value={draft.to}
            onChange={(e) => set({ to: e.currentTarget.value })}
            w={width}
          />
        </>
      )}
    </FilterBar>
  );
}
