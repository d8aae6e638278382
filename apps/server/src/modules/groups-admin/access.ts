// Who may manage a group (docs/DECISIONS.md "Groups"): admins every group, joined moderators
// their own. A group the reader may not see answers 404; one they see but may not manage, 403.
// Blocked moderators read the management screens but change nothing (403).
import type { UserRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { loadGroupAccess, type GroupAccess } from '../groups/access';
import { mayAdministerGroups, mayModerate, readerOf, type GroupReader } from '../groups/policy';

/** May this reader change things in a group they moderate? */
export const mayChange = (reader: GroupReader) => reader.isAdmin || !reader.isBlocked;

export async function loadManagedGroup(
  db: Db,
  user: UserRow,
  groupId: number,
  mode: 'read' | 'write',
): Promise<GroupAccess & { reader: GroupReader }> {
  const reader = readerOf(user);
  const access = await loadGroupAccess(db, reader, groupId);
  if (!mayModerate(access.standing)) throw forbidden();
  if (mode === 'write' && !mayChange(reader)) throw forbidden();
  return { ...access, reader };
}

/** loadManagedGroup for the group a route names by `:id`, as the signed-in user. */
export function managedGroupOf(
  db: Db,
  request: Parameters<typeof currentUser>[0] & { params: { id: number } },
  mode: 'read' | 'write',
) {
  return loadManagedGroup(db, currentUser(request), request.params.id, mode);
}

/** Create and delete groups, manage segments: admins only. */
export function requireGroupAdministrator(user: UserRow): GroupReader {
  const reader = readerOf(user);
  if (!mayAdministerGroups(reader)) throw forbidden();
  return reader;
}

/**
 * Segments are admins' only: a moderator's audience or topic names none they did not find there
 * (`kept`: the segments an admin already set on the topic being saved), else 403.
 */
export function refuseSegmentsOfModerators(
  reader: GroupReader,
  segmentIds: readonly number[],
  kept: readonly number[] = [],
) {
  if (mayAdministerGroups(reader)) return;
  if (segmentIds.some((id) => !kept.includes(id))) throw forbidden();
}
