// A data export as the member and the admin see it.
import type { DataExport } from '@fanclub/contract/data-rights';
import type { DataExportRow } from '../../db/schema/index';

export function presentDataExport(row: DataExportRow, now = new Date()): DataExport {
  const offered = row.status === 'ready' && row.fileKey !== null && row.expiresAt! > now;
  return {
    id: row.id,
    status: row.status === 'ready' && !offered ? 'expired' : row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: offered ? row.fileSize : null,
    downloadUrl: offered ? `/api/data-exports/${row.id}/download` : null,
  };
}
