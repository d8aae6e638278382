// The organization accounts as CSV, streamed in batches, with a BOM and formula-safe cells.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime, japanDay } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { guardCell } from '../../lib/csv';
import { prefectureList } from '../reference/code-lists';
import { presentAdminOrganization } from './presenter';
import { exportBatch, type OrganizationFilter } from './queries';

const BATCH = 500;

const HEADERS: Record<UiLocale, string[]> = {
  ja: [
    '会員ID',
    'ニックネーム',
    'メールアドレス',
    '会社名',
    'フリガナ',
    '施設区分',
    '担当者',
    'ウェブサイト',
    'FAX',
    '郵便番号',
    '都道府県',
    '市区町村',
    '丁目・番地',
    '建物',
    '更新日時',
  ],
  en: [
    'Member ID',
    'Nickname',
    'Email',
    'Company name',
    'Furigana',
    'Facility type',
    'Person in charge',
    'Website',
    'Fax',
    'Postal code',
    'Prefecture',
    'City',
    'Block',
    'Building',
    'Updated at',
  ],
};

export const FACILITY_LABELS: Record<UiLocale, Record<string, string>> = {
  ja: {
    hotel: 'ホテル・宿泊施設',
    tourist_facility: '観光施設',
    transport: '交通',
    restaurant: '飲食店',
    retail: '小売店',
    other: 'その他',
  },
  en: {
    hotel: 'Hotel',
    tourist_facility: 'Tourist facility',
    transport: 'Transport',
    restaurant: 'Restaurant',
    retail: 'Retail store',
    other: 'Other',
  },
};

export function organizationFileName(now = new Date()): string {
  return `organizations-${japanDay(now)}.csv`;
}

export function organizationCsv(db: Db, filter: OrganizationFilter, locale: UiLocale): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
  const prefectures = new Map<string, string>(prefectureList().map((p) => [p.code, p[locale]]));
  async function* rows() {
    let after = 0;
    for (;;) {
      const batch = await exportBatch(db, filter, after, BATCH);
      for (const row of batch) {
        const o = presentAdminOrganization(row);
        yield [
          o.userId,
          o.nickname,
          o.email,
          o.companyName,
          o.furigana ?? '',
          FACILITY_LABELS[locale][o.facilityType] ?? o.facilityType,
          o.personInCharge ?? '',
          o.websiteUrl ?? '',
          o.fax ?? '',
          o.postalCode ?? '',
          (o.prefecture && prefectures.get(o.prefecture)) ?? '',
          o.city ?? '',
          o.block ?? '',
          o.building ?? '',
          formatJapanTime(o.updatedAt),
        ];
      }
      if (batch.length < BATCH) return;
      after = batch[batch.length - 1]!.organization.userId;
    }
  }
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
