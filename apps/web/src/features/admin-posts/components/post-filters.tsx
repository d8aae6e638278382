// Title keyword and state filters of the post list; applied on submit.
import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POST_STATES, type PostState } from '@fanclub/contract/posts';

type Props = {
  keyword: string;
  status: PostState | '';
  onApply: (filters: { keyword: string; status: PostState | '' }) => void;
};

export function PostFilters({ keyword, status, onApply }: Props) {
  const { t } = useTranslation('admin');
  const [draftKeyword, setDraftKeyword] = useState(keyword);
  const [draftStatus, setDraftStatus] = useState(status);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ keyword: draftKeyword.trim(), status: draftStatus });
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('posts.filters')}>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('posts.keyword')}
          value={draftKeyword}
          onChange={(event) => setDraftKeyword(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          w={{ base: '100%', sm: 320 }}
        />
        <NativeSelect
          label={t('posts.status')}
          value={draftStatus}
          onChange={(event) => setDraftStatus(event.currentTarget.value as PostState | '')}
          data={[
            { value: '', label: t('posts.allStates') },
            ...POST_STATES.map((value) => ({ value, label: t(`posts.states.${value}`) })),
          ]}
          w={{ base: '100%', sm: 180 }}
        />
        <Button type="submit">{t('posts.search')}</Button>
        {(keyword || status) && (
          <Button
            variant="subtle"
            onClick={() => {
              setDraftKeyword('');
              setDraftStatus('');
              onApply({ keyword: '', status: '' });
            }}
          >
            {t('posts.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
