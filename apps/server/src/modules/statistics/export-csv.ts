// The fan statistics as one CSV (every dimension), with a BOM so Excel reads the Japanese.
import { stringify } from 'csv-stringify/sync';
import type { UiLocale } from '@fanclub/contract/codes';
import { japanDay } from '@fanclub/contract/japan-time';
import type { FanBucket, FanDimension } from '@fanclub/contract/statistics';
import { guardCell } from '../../lib/csv';

const HEADERS: Record<UiLocale, string[]> = {
  ja: ['項目', 'コード', '名称', '人数', '割合（%）'],
  en: ['Dimension', 'Code', 'Name', 'Members', 'Share (%)'],
};
const DIMENSION_NAMES: Record<UiLocale, Record<FanDimension, string>> = {
  ja: {
    gender: '性別',
    country: '居住国',
    prefecture: '都道府県',
    language: '主言語',
    age: '年代',
  },
  en: {
    gender: 'Gender',
    country: 'Country of residence',
    prefecture: 'Prefecture',
    language: 'Main language',
    age: 'Age group',
  },
};

export function fanCsv(
  tables: Array<{ dimension: FanDimension; buckets: FanBucket[] }>,
  locale: UiLocale,
): string {
  const rows = tables.flatMap(({ dimension, buckets }) =>
    buckets.map((b) => [
      DIMENSION_NAMES[locale][dimension],
      b.code,
      b.label,
      b.count,
      (b.share * 100).toFixed(1),
    ]),
  );
  return stringify(rows, {
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
}

export function fanFileName(from: string | undefined, to: string | undefined, now = new Date()) {
  const day = japanDay(now);
  return `fans-${from ?? 'start'}-${to ?? day}.csv`;
}
