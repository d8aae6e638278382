// The suppression list as CSV: the search's entries, all of them, with a BOM and the formula
// guard (an address or a relay's diagnostic could start with a formula sign).
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { SUPPRESSION_REASON_LABELS } from '@fanclub/contract/suppressions';
import type { Db } from '../../db/client';
import { guardCell } from '../../lib/csv';
import { type SuppressionFilter, suppressionSlice } from './queries';

const BATCH = 1000;

const HEADERS: Record<UiLocale, string[]> = {
  ja: ['ID', 'メールアドレス', '理由', '詳細', '会員ID', '登録日時'],
  en: ['ID', 'Email', 'Reason', 'Detail', 'Member ID', 'Since'],
};

export function suppressionCsv(db: Db, filter: SuppressionFilter, locale: UiLocale): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
  async function* rows() {
    let before: number | undefined;
    for (;;) {
      const slice = await suppressionSlice(db, filter, before, BATCH);
      for (const row of slice)
        yield [
          String(row.id),
          row.email,
          SUPPRESSION_REASON_LABELS[row.reason][locale],
          row.detail ?? '',
          row.userId ?? '',
          formatJapanTime(row.createdAt),
        ];
      if (slice.length < BATCH) return;
      before = slice[slice.length - 1]!.id;
    }
  }
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
