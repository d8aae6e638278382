// The admin list of a mailed source (campaigns, offers) on the shared list pattern: the page
// header with its create button, a keyword and state filter bar kept in the URL, the paged
// table the feature draws, and the delete confirmation with its notice. `ns` is the feature's
// text namespace, holding `list.{title,lead,create,filters,search,clear,keyword,state,
// allStates,noMatch,empty,deleteTitle,deleteBody,deleted}` and `list.actions.delete`.
//   const search = useListSearch({ keyword: 'text', state: OFFER_STATES });
//   <SourceListPage ns="offers" search={search} query={offers} remove={useDeleteOffer()} …>
//     {(rows, askDelete) => <OfferTable rows={rows} onDelete={askDelete} />}
//   </SourceListPage>
import { useState, type ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListResponse } from '@fanclub/contract/api';
import { DeleteDialog } from '@/components/delete-dialog';
import { KeywordStateFilters } from '@/components/keyword-state-filters';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import type { ListSearchUpdate } from '@/lib/list-search';

type Row = { id: number; title: string };
type Spec<S extends string> = { keyword: 'text'; state: readonly S[] };
type Filters<S extends string> = { keyword: string; state: S | '' };

type Props<T extends Row, S extends string> = {
  ns: 'campaigns' | 'offers';
  /** The create screen's path. */
  createTo: string;
  states: readonly S[];
  stateLabel: (state: S) => string;
  search: { filters: Filters<S>; setSearch: (update: ListSearchUpdate<Spec<S>>) => void };
  query: UseQueryResult<ListResponse<T>>;
  remove: UseMutationResult<unknown, Error, number>;
  /** The confirmation's text for a row (defaults to `list.deleteBody`). */
  deleteBody?: (row: T) => string;
  /** Above the header: a watcher such as the export notices. */
  before?: ReactNode;
  children: (rows: T[], askDelete: (row: T) => void) => ReactNode;
};

export function SourceListPage<T extends Row, S extends string>(props: Props<T, S>) {
  const { ns, search, query, remove } = props;
  const { t } = useTranslation([ns, 'common']);
  const { filters, setSearch } = search;
  const [target, setTarget] = useState<T>();
  const filtered = Boolean(filters.keyword || filters.state);

  return (
    <>
      {props.before}
      <Group justify="space-between" align="flex-start" wrap="wrap" mb={{ base: 'md', sm: 0 }}>
        <PageHeader title={t('list.title')} lead={t('list.lead')} />
        <Button component={Link} to={props.createTo} leftSection={<IconPlus size={16} />}>
          {t('list.create')}
        </Button>
      </Group>
      <ListPage
        query={query}
        emptyText={filtered ? t('list.noMatch') : t('list.empty')}
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
        filters={
          <KeywordStateFilters
            texts={{
              label: t('list.filters'),
              search: t('list.search'),
              clear: t('list.clear'),
              keyword: t('list.keyword'),
              state: t('list.state'),
              all: t('list.allStates'),
            }}
            values={filters}
            onApply={(values) => setSearch({ page: 1, ...values })}
            states={props.states}
            stateLabel={props.stateLabel}
          />
        }
      >
        {(rows) =>
          props.children(rows, (row) => {
            remove.reset();
            setTarget(row);
          })
        }
      </ListPage>
      <DeleteDialog
        target={target}
        onClose={() => setTarget(undefined)}
        remove={remove}
        title={t('list.deleteTitle')}
        body={
          target && props.deleteBody
            ? props.deleteBody(target)
            : t('list.deleteBody', { title: target?.title ?? '' })
        }
        confirmLabel={t('list.actions.delete')}
        deleted={(row) => t('list.deleted', { title: row.title })}
      />
    </>
  );
}
