// The audit log as CSV: the search's rows, all pages, with a BOM and the formula guard.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { AUDIT_ACTION_LABELS, type AuditAction } from '@fanclub/contract/audit';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { guardCell } from '../../lib/csv';
import { type AuditFilter, auditPage } from './queries';

const BATCH = 1000;

const HEADERS: Record<UiLocale, string[]> = {
  ja: ['ID', '日時', '操作者ID', '操作', '対象の種類', '対象ID', '会員ID', '詳細', 'IPアドレス'],
  en: [
    'ID',
    'Time',
    'Actor ID',
    'Action',
    'Target type',
    'Target ID',
    'Member ID',
    'Details',
    'IP',
  ],
};

export function auditCsv(db: Db, filter: AuditFilter, locale: UiLocale): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
  async function* rows() {
    let cursor: string | undefined;
    for (;;) {
      const page = await auditPage(db, { ...filter, cursor }, BATCH);
      for (const row of page.slice(0, BATCH)) {
        yield [
          String(row.id),
          formatJapanTime(row.createdAt),
          row.actorId ?? '',
          AUDIT_ACTION_LABELS[row.action as AuditAction]?.[locale] ?? row.action,
          row.targetType ?? '',
          row.targetId ?? '',
          row.memberId ?? '',
          JSON.stringify(row.details),
          row.ip ?? '',
        ];
      }
      if (page.length <= BATCH) return;
      cursor = String(page[BATCH - 1]!.id);
    }
  }
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
