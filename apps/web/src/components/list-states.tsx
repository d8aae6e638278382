// A list's three states before its rows: loading (a labelled spinner), empty (a dimmed line),
// or the rows, as the caller renders them.
//   import { ListStates } from '@/components/list-states';
//   <ListStates rows={query.data?.data} emptyText={t('…')}>{(rows) => <Table … />}</ListStates>
import type { ReactNode } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListStatesProps<T> = {
  /** Undefined while loading. */
  rows: T[] | undefined;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
};

export function ListStates<T>({ rows, emptyText, children }: ListStatesProps<T>) {
  const { t } = useTranslation('common');
  if (!rows) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return children(rows);
}
