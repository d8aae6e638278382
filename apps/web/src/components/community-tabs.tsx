// The sub-tabs of the admin community tab: members, groups, segments (links; the current one
// marked for screen readers). Texts: the groups-admin namespace (communityTabs.*).
import '@mantine/core/styles/SegmentedControl.layer.css';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

const TABS = [
  { to: '/admin/community', key: 'members' },
  { to: '/admin/community/groups', key: 'groups' },
  { to: '/admin/community/segments', key: 'segments' },
] as const;

export function CommunityTabs() {
  const { t } = useTranslation('groups-admin');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current =
    [...TABS].reverse().find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))
      ?.to ?? TABS[0].to;
  return (
    <SegmentedControl
      aria-label={t('communityTabs.label')}
      mb="md"
      value={current}
      onChange={(to) => void navigate(to)}
      data={TABS.map((tab) => ({ value: tab.to, label: t(`communityTabs.${tab.key}`) }))}
    />
  );
}
