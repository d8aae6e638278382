// Entries of the suppression list as the API shows them.
import type { SuppressionItem } from '@fanclub/contract/suppressions';
import type { MailSuppressionRow } from '../../db/schema/index';

export function presentSuppression(row: MailSuppressionRow): SuppressionItem {
  return {
    id: row.id,
    email: row.email,
    userId: row.userId,
    reason: row.reason,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
