// Keyword and status filters of the member list; applied on submit, cleared in one click.
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEMBER_STATUSES, type MemberStatus } from '@fanclub/contract/codes';

type MemberFiltersProps = {
  keyword: string;
  status: MemberStatus | '';
  onApply: (filters: { keyword: string; status: MemberStatus | '' }) => void;
};

export function MemberFilters({ keyword, status, onApply }: MemberFiltersProps) {
  const { t } = useTranslation('admin');
  const [draftKeyword, setDraftKeyword] = useState(keyword);
  const [draftStatus, setDraftStatus] = useState(status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ keyword: draftKeyword.trim(), status: draftStatus });
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('community.filters')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('community.keyword')}
          description={t('community.keywordHint')}
          value={draftKeyword}
          onChange={(event) => setDraftKeyword(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={100}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t('community.status')}
          value={draftStatus}
          onChange={(event) => setDraftStatus(event.currentTarget.value as MemberStatus | '')}
          data={[
            { value: '', label: t('community.allStatuses') },
            ...MEMBER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          w={{ base: '100%', sm: 180 }}
        />
        <Button type="submit">{t('community.search')}</Button>
        {(keyword || status) && (
          <Button
            variant="subtle"
            onClick={() => {
              setDraftKeyword('');
              setDraftStatus('');
              onApply({ keyword: '', status: '' });
            }}
          >
            {t('community.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
