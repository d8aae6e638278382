// Shapes a member row for the admin screens.
import type { AdminMember } from '@fanclub/contract/admin';
import type { MemberStatus } from '@fanclub/contract/codes';
import type { AdminMemberRow } from './queries';
import { memberIdentity } from '../../lib/member-identity';

export function presentAdminMember(user: AdminMemberRow): AdminMember {
  return {
    ...memberIdentity(user),
    status: user.status as MemberStatus,
    isAdmin: user.isAdmin,
    is_blocked: user.isBlocked,
    canPost: user.canPost,
    pointAmount: user.pointAmount,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}
