// A campaign's respondents as CSV, written page by page: BOM for Excel's Japanese, formula guard,
// headers in the admin's language, times in Japan time; no name and no e-mail address, and the
// profile columns only for members who agreed to share their profile.
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { UiLocale } from '@fanclub/contract/codes';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { ageGroupOf } from '@fanclub/contract/reference';
import type { Db } from '../../db/client';
import { campaignRespondents, users } from '../../db/schema/index';
import { guardCell } from '../../lib/csv';

export const HEADERS: Record<UiLocale, string[]> = {
  ja: [
    '回答者ID',
    '状態',
    '招待日時',
    '開始日時',
    '終了日時',
    '付与ポイント',
    '性別',
    '年代',
    '都道府県',
    '居住国',
    '国籍',
    '主言語',
  ],
  en: [
    'Respondent ID',
    'Status',
    'Invited at',
    'Started at',
    'Finished at',
    'Points credited',
    'Gender',
    'Age group',
    'Prefecture',
    'Country of residence',
    'Nationality',
    'Main language',
  ],
};
const STATUS: Record<UiLocale, Record<string, string>> = {
  ja: {
    invited: '招待済み',
    started: '回答中',
    completed: '回答完了',
    screenout: '対象外',
    overquota: '定員超過',
  },
  en: {
    invited: 'Invited',
    started: 'Started',
    completed: 'Completed',
    screenout: 'Screened out',
    overquota: 'Over quota',
  },
};

export async function respondentPage(db: Db, campaignId: number, afterId: number, limit: number) {
  return db
    .select({
      id: campaignRespondents.id,
      rid: campaignRespondents.rid,
      status: campaignRespondents.status,
      invitedAt: campaignRespondents.invitedAt,
      startedAt: campaignRespondents.startedAt,
      finishedAt: campaignRespondents.finishedAt,
      points: campaignRespondents.pointsCredited,
      sharing: users.profileSharingConsent,
      gender: users.gender,
      yearOfBirth: users.yearOfBirth,
      prefecture: users.prefecture,
      country: users.countryOfResidence,
      nationality: users.nationality,
      language: users.mainLanguage,
    })
    .from(campaignRespondents)
    .innerJoin(users, eq(users.id, campaignRespondents.userId))
    .where(and(eq(campaignRespondents.campaignId, campaignId), gt(campaignRespondents.id, afterId)))
    .orderBy(asc(campaignRespondents.id))
    .limit(limit);
}

type Row = Awaited<ReturnType<typeof respondentPage>>[number];
const time = (d: Date | null) => (d ? formatJapanTime(d) : '');

/**
 * One page of CSV text; the first carries the header line. The BOM is added when the file is
 * served (a database driver's UTF-8 decoding may drop a leading one).
 */
export function csvPage(rows: Row[], locale: UiLocale, first: boolean, now = new Date()): string {
  const records = rows.map((r) => {
    const profile = r.sharing
      ? [
          r.gender,
          ageGroupOf(now.getFullYear() - r.yearOfBirth) ?? '',
          r.prefecture ?? '',
          r.country ?? '',
          r.nationality ?? '',
          r.language,
        ]
      : ['', '', '', '', '', ''];
    return [
      r.rid,
      STATUS[locale][r.status] ?? r.status,
      time(r.invitedAt),
      time(r.startedAt),
      time(r.finishedAt),
      String(r.points),
      ...profile,
    ];
  });
  return stringify(records, {
    bom: false,
    header: first,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
}
