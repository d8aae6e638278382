// /admin/organization: the organization tab of the shared /admin screen: members' organization
// accounts, searched and filtered (state in the URL), paged, and downloadable as CSV.
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FACILITY_TYPES } from '@fanclub/contract/account';
import { AdminTabs } from '@/components/admin-tabs';
import { ListPage } from '@/components/list-page';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/lib/list-search';
import { usePageTitle } from '@/lib/page-title';
import { organizationExportUrl, useOrganizations } from '../api/get-organizations';
import { OrganizationFilters } from '../components/organization-filters';
import { OrganizationTable } from '../components/organization-table';

export function OrganizationsRoute() {
  const { t, i18n } = useTranslation('stats');
  usePageTitle(t('organization.title'));
  const { page, limit, filters, setSearch } = useListSearch(
    { keyword: 'text', facilityType: FACILITY_TYPES },
    10,
  );
  const filter = {
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.facilityType ? { facilityType: filters.facilityType } : {}),
  };
  const organizations = useOrganizations({ page, limit, ...filter });

  return (
    <>
      <AdminTabs />
      <PageHeader title={t('organization.title')} lead={t('organization.lead')} />
      <ListPage
        query={organizations}
        emptyText={t('organization.empty')}
        filters={
          <OrganizationFilters values={filters} onApply={(v) => setSearch({ page: 1, ...v })} />
        }
        toolbar={
          <Group justify="flex-end">
            <Button
              component="a"
              href={organizationExportUrl(filter, i18n.language)}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('organization.download')}
            </Button>
          </Group>
        }
        onPageChange={(next) => setSearch({ page: next })}
        onPageSizeChange={(size) => setSearch({ page: 1, limit: size })}
      >
        {(rows) => <OrganizationTable rows={rows} />}
      </ListPage>
    </>
  );
}
