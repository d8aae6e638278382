// /admin/settings: the settings tab of the shared /admin screen: the rules in force, the ones
// the office may change, and the record of every change.
import { Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminTabs } from '@/components/admin-tabs';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useSettings } from '../api/settings';
import { EditableSettingsForm } from '../components/editable-settings-form';
import { SettingHistory } from '../components/setting-history';
import { SettingsInForce } from '../components/settings-in-force';

export function SettingsRoute() {
  const { t } = useTranslation(['stats', 'common']);
  usePageTitle(t('settings.title'));
  const settings = useSettings();
  return (
    <>
      <AdminTabs />
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Center py="xl">
          <Loader aria-label={t('common:loading')} />
        </Center>
      ) : (
        <Stack gap="md">
          <SettingsInForce view={settings.data} />
          <EditableSettingsForm view={settings.data} />
          <SettingHistory />
        </Stack>
      )}
    </>
  );
}
