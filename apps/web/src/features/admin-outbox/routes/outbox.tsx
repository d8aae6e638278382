// /admin/outbox: the mail log with a recipient filter and pages; ?message=<id> opens one.
import '@/lib/i18n-admin';
import { useTranslation } from 'react-i18next';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { useOutbox } from '../api/get-outbox';
import { MessageModal } from '../components/message-modal';
import { OutboxFilter } from '../components/outbox-filter';
import { OutboxTable } from '../components/outbox-table';

// Big enough to see a small club at a glance; the reader can pick another size.
const DEFAULT_PAGE_SIZE = 10;

export function OutboxRoute() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('outbox.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { to: 'text', message: 'text' },
    DEFAULT_PAGE_SIZE,
  );
  const openId = Number(filters.message) || undefined;
  const outbox = useOutbox({ page, limit, to: filters.to || undefined });
  // Paging or filtering closes the open message.
  const update = (next: { page?: number; limit?: number; to?: string; message?: number }) =>
    setSearch({
      ...next,
      message: next.message ? String(next.message) : '',
    });

  return (
    <>
      <PageHeader title={t('outbox.title')} lead={t('outbox.lead')} />
      <ListPage
        query={outbox}
        emptyText={t('outbox.empty')}
        filters={<OutboxFilter to={filters.to} onApply={(to) => update({ to, page: 1 })} />}
        onPageChange={(next) => update({ page: next })}
        onPageSizeChange={(size) => update({ page: 1, limit: size })}
      >
        {(rows) => <OutboxTable messages={rows} onOpen={(id) => update({ message: id })} />}
      </ListPage>
      <MessageModal id={openId} onClose={() => update({})} />
    </>
  );
}
