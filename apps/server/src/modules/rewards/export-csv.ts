// The admin's CSV of exchange requests: streamed in batches, with a BOM so Excel reads the
// Japanese, and every cell that a spreadsheet would run as a formula defused with a quote.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime, japanDay } from '@fanclub/contract/japan-time';
import type { ExchangeFilter } from '@fanclub/contract/rewards';
import type { Db } from '../../db/client';
import { guardCell } from '../../lib/csv';
import { exportBatch } from './queries';
import { presentAdminRequest } from './presenter';

const BATCH = 500;

const HEADERS: Record<UiLocale, string[]> = {
  ja: [
    '申請ID',
    '会員ID',
    'ニックネーム',
    'メールアドレス',
    '生まれ年',
    '言語',
    '種類',
    '状態',
    'ポイント',
    'PayPalアカウント',
    '米ドル',
    'ギフトコード・取引番号',
    '不成立の理由',
    '申請日時',
    '更新日時',
  ],
  en: [
    'Request ID',
    'Member ID',
    'Nickname',
    'Email',
    'Year of birth',
    'Language',
    'Type',
    'Status',
    'Points',
    'PayPal account',
    'USD',
    'Gift code / reference',
    'Reason of failure',
    'Requested at',
    'Updated at',
  ],
};

const STATUS_LABELS: Record<UiLocale, Record<string, string>> = {
  ja: { new: '新規', pending: '保留', approved: '承認済み', completed: '交換済み', fail: '不成立' },
  en: {
    new: 'New',
    pending: 'Pending',
    approved: 'Approved',
    completed: 'Replaced/exchanged',
    fail: 'Fail',
  },
};
const TYPE_LABELS: Record<UiLocale, Record<string, string>> = {
  ja: { amazon: 'Amazonギフトカード', paypal: 'PayPal' },
  en: { amazon: 'Amazon gift card', paypal: 'PayPal' },
};

export function exportFileName(filter: ExchangeFilter, now = new Date()): string {
  return `exchange-${filter.type}-${japanDay(now)}.csv`;
}

export function exchangeCsv(db: Db, filter: ExchangeFilter, locale: UiLocale): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
  async function* rows() {
    let afterId = 0;
    for (;;) {
      const batch = await exportBatch(db, filter, afterId, BATCH);
      for (const row of batch) {
        const r = presentAdminRequest(row);
        yield [
          r.id,
          r.userId,
          r.nickname,
          r.email,
          r.yob,
          r.language,
          TYPE_LABELS[locale][r.type] ?? r.type,
          STATUS_LABELS[locale][r.status] ?? r.status,
          r.amount,
          r.paypalEmail ?? '',
          r.usd ?? '',
          r.reference ?? '',
          r.failureReason ?? '',
          formatJapanTime(r.createdAt),
          formatJapanTime(r.updatedAt),
        ];
      }
      if (batch.length < BATCH) return;
      afterId = batch[batch.length - 1]!.request.id;
    }
  }
  const source = Readable.from(rows());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
