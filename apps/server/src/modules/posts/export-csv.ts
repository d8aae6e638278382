// GET api/export/{id}: a post's reactions and comments as CSV — BOM for Excel's Japanese, every
// cell a spreadsheet would run as a formula defused with a quote.
import { stringify } from 'csv-stringify/sync';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime, japanDay } from '@fanclub/contract/japan-time';
import type { Db } from '../../db/client';
import { guardCell } from '../../lib/csv';
import { exportRows } from './queries';

const HEADERS: Record<UiLocale, string[]> = {
  ja: ['種類', 'ニックネーム', 'リアクション・コメント', '日時'],
  en: ['Kind', 'Nickname', 'Reaction / comment', 'Date'],
};
const KIND: Record<UiLocale, { reaction: string; comment: string }> = {
  ja: { reaction: 'リアクション', comment: 'コメント' },
  en: { reaction: 'Reaction', comment: 'Comment' },
};

export async function postActivityCsv(db: Db, postId: number, locale: UiLocale): Promise<string> {
  const { reactions, comments } = await exportRows(db, postId);
  const rows = [
    ...reactions.map((r) => [KIND[locale].reaction, r.nickname, r.type, formatJapanTime(r.at)]),
    ...comments.map((c) => [KIND[locale].comment, c.nickname, c.body, formatJapanTime(c.at)]),
  ];
  return stringify(rows, {
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
}

export function postExportFileName(postId: number, now = new Date()): string {
  return `post-${postId}-activity-${japanDay(now)}.csv`;
}
