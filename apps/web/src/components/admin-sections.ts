// The admin area's sections in menu order: the admin side navigation and the admins' shortcuts
// on the member home are both drawn from this one list, so neither misses a section.
import {
  IconArticle,
  IconChartBar,
  IconChartPie,
  IconClipboardCheck,
  IconClipboardList,
  IconDiscount,
  IconGift,
  IconHeartbeat,
  IconMail,
  IconMailFast,
  IconMailOff,
  IconShieldSearch,
  IconTags,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export type AdminSectionKey =
  | 'overview'
  | 'fans'
  | 'community'
  | 'posts'
  | 'categories'
  | 'campaigns'
  | 'reviews'
  | 'panelHealth'
  | 'offers'
  | 'exchange'
  | 'sendouts'
  | 'outbox'
  | 'suppressions'
  | 'audit';

export type AdminSection = {
  to: string;
  key: AdminSectionKey;
  icon: Icon;
  /** Other paths on which this section is the current one (the tabs it shares a screen with). */
  also?: string[];
};

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin/overview', key: 'overview', icon: IconChartBar },
  { to: '/admin/fans', key: 'fans', icon: IconChartPie },
  {
    to: '/admin/community',
    key: 'community',
    icon: IconUsersGroup,
    also: ['/admin/organization', '/admin/settings'],
  },
  { to: '/admin/posts', key: 'posts', icon: IconArticle },
  { to: '/admin/categories', key: 'categories', icon: IconTags },
  { to: '/admin/campaigns', key: 'campaigns', icon: IconClipboardList },
  { to: '/admin/campaign-reviews', key: 'reviews', icon: IconClipboardCheck },
  { to: '/admin/panel-health', key: 'panelHealth', icon: IconHeartbeat },
  { to: '/admin/offers', key: 'offers', icon: IconDiscount },
  { to: '/admin/exchange', key: 'exchange', icon: IconGift },
  { to: '/admin/sendouts', key: 'sendouts', icon: IconMailFast },
  { to: '/admin/outbox', key: 'outbox', icon: IconMail },
  { to: '/admin/suppressions', key: 'suppressions', icon: IconMailOff },
  { to: '/admin/audit-log', key: 'audit', icon: IconShieldSearch },
];
