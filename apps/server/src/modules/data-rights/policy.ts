// Who may download a member's copy of their data: that member, or an admin. Anyone else gets
// 404, as if the copy did not exist.
import type { DataExportRow, UserRow } from '../../db/schema/index';

export function mayDownload(viewer: Pick<UserRow, 'id' | 'isAdmin'>, row: DataExportRow): boolean {
  return viewer.isAdmin || viewer.id === row.userId;
}
