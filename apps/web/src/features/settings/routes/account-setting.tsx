// /account-setting: the individual and organization account tabs (spec section 2). The open
// tab is kept in ?tab= so a reload or a link lands on it.
import '@/lib/i18n-member';
import '@mantine/core/styles/Tabs.layer.css';
import { Anchor, Divider, Group, Paper, Tabs, Text } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/lib/page-title';
import { AccountSettingsForm } from '../components/account-settings-form';
import { MailSuppressionNotice } from '../components/mail-suppression-notice';
import { OrganizationForm } from '../components/organization-form';

const TABS = ['individual', 'organization'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function AccountSettingRoute() {
  const { t } = useTranslation('member');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'individual';
  usePageTitle(t('settings.account.title'));

  const select = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'individual' ? {} : { tab: value }, { replace: true });
  };

  return (
    <Paper maw={760} mx="auto" p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm" withBorder>
      <PageHeader title={t('settings.account.title')} lead={t('settings.account.lead')} />
      <MailSuppressionNotice />
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List aria-label={t('settings.account.tabsLabel')} mb="lg">
          <Tabs.Tab value="individual" leftSection={<IconUser size={16} aria-hidden />}>
            {t('settings.account.individualTab')}
          </Tabs.Tab>
          <Tabs.Tab value="organization" leftSection={<IconBuildingStore size={16} aria-hidden />}>
            {t('settings.account.organizationTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="individual">
          <AccountSettingsForm />
        </Tabs.Panel>
        <Tabs.Panel value="organization">
          <OrganizationForm />
        </Tabs.Panel>
      </Tabs>
      <Divider my="xl" />
      <Group justify="space-between" gap="xs" mb="sm">
        <Text fz="sm" c="dimmed">
          {t('myData.hint')}
        </Text>
        <Anchor component={Link} to="/account/data" fz="sm">
          {t('myData.link')}
        </Anchor>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('unsubscribe.hint')}
        </Text>
        <Anchor component={Link} to="/account/unsubscribe" c="red.8" fz="sm">
          {t('unsubscribe.link')}
        </Anchor>
      </Group>
    </Paper>
  );
}
