// An organization account as the admin list shows it: the company and whose account it is.
import type { AdminOrganization } from '@fanclub/contract/settings';
import { presentOrganization } from '../account/presenter';
import type { OrganizationRow } from './queries';

export function presentAdminOrganization(row: OrganizationRow): AdminOrganization {
  return {
    ...presentOrganization(row.organization),
    userId: row.organization.userId,
    nickname: row.nickname,
    email: row.email,
  };
}
