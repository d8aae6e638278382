// The panel health page as one CSV, a row per figure (section, row, measure, value), so every
// table of the page fits one layout; with a BOM so Excel reads the Japanese. Rates are percents.
import { stringify } from 'csv-stringify/sync';
import type { UiLocale } from '@fanclub/contract/codes';
import { japanDay } from '@fanclub/contract/japan-time';
import {
  EARLIER_COHORT,
  INVITATION_BUCKETS,
  PANEL_DIMENSIONS,
  type PanelHealth,
} from '@fanclub/contract/panel-health';
import { guardCell } from '../../lib/csv';

type Words = Record<UiLocale, string>;
const w = (ja: string, en: string): Words => ({ ja, en });

const HEADERS: Record<UiLocale, string[]> = {
  ja: ['区分', '項目', '指標', '値'],
  en: ['Section', 'Row', 'Measure', 'Value'],
};

const SECTIONS = {
  members: w('パネル全体', 'Whole panel'),
  age: w('アクティブ会員（年代別）', 'Active members by age group'),
  gender: w('アクティブ会員（性別）', 'Active members by gender'),
  prefecture: w('アクティブ会員（都道府県別）', 'Active members by prefecture'),
  campaigns: w('キャンペーン別の回答', 'Answers per campaign'),
  cohorts: w('入会月別の回答', 'Answers per joining month'),
  invitations: w('月ごとの招待数の分布', 'Invitations per member per month'),
  reviews: w('保留された回答', 'Answers held for review'),
  recency: w('最後の回答', 'Last answer'),
};

const MEASURES = {
  members: w('会員数', 'Members'),
  active: w('アクティブ会員数', 'Active members'),
  activeRate: w('アクティブ率（%）', 'Active rate (%)'),
  invited: w('招待数', 'Invited'),
  responded: w('回答開始数', 'Responded'),
  completed: w('完了数', 'Completed'),
  responseRate: w('回答率（%）', 'Response rate (%)'),
  completionRate: w('完了率（%）', 'Completion rate (%)'),
  finished: w('回答数', 'Finished answers'),
  held: w('保留数', 'Held'),
  heldRate: w('保留率（%）', 'Held (%)'),
  approved: w('承認', 'Approved'),
  rejected: w('却下', 'Rejected'),
  pending: w('確認待ち', 'Waiting'),
  duplicate: w('重複アカウント', 'Duplicate account'),
  speeder: w('回答が速すぎる', 'Too fast'),
  earn_cap: w('1日の上限', 'Daily cap'),
  invitationCount: w('招待{n}件の会員数', 'Members invited {n} times'),
  recent: w('90日以内に回答', 'Answered within 90 days'),
  year: w('91〜365日前に回答', 'Answered 91–365 days ago'),
  older: w('1年以上回答なし', 'No answer for over a year'),
  never: w('回答したことがない', 'Never answered'),
  invitedInYear: w('1年回答なしのうち1年以内に招待', 'No answer for a year, invited in it'),
};
type Measure = keyof typeof MEASURES;

const ALL = w('全体', 'All');
const EARLIER = w('それ以前', 'Earlier');
const RATES = new Set<Measure>(['activeRate', 'responseRate', 'completionRate', 'heldRate']);

export function panelHealthCsv(health: PanelHealth, locale: UiLocale): string {
  const rows: Array<[string, string, string, string | number]> = [];
  const add = (section: Words, row: string, figures: Partial<Record<Measure, number | null>>) => {
    for (const [measure, value] of Object.entries(figures) as Array<[Measure, number | null]>) {
      const shown = value === null ? '' : RATES.has(measure) ? (value * 100).toFixed(1) : value;
      rows.push([section[locale], row, MEASURES[measure][locale], shown]);
    }
  };
  const { total, ...members } = health.members;
  add(SECTIONS.members, ALL[locale], { members: total, ...members });
  for (const dimension of PANEL_DIMENSIONS)
    for (const b of health.activeBy[dimension])
      add(SECTIONS[dimension], b.label, {
        members: b.members,
        active: b.active,
        activeRate: b.activeRate,
      });
  for (const { id, title, startAt, ...figures } of health.campaigns)
    add(SECTIONS.campaigns, `${title} (#${id}, ${japanDay(startAt)})`, figures);
  for (const { cohort, ...figures } of health.cohorts)
    add(SECTIONS.cohorts, cohort === EARLIER_COHORT ? EARLIER[locale] : cohort, figures);
  for (const { month, members, counts } of health.invitations) {
    rows.push([SECTIONS.invitations[locale], month, MEASURES.members[locale], members]);
    INVITATION_BUCKETS.forEach((bucket, i) =>
      rows.push([
        SECTIONS.invitations[locale],
        month,
        MEASURES.invitationCount[locale].replace('{n}', bucket),
        counts[i] ?? 0,
      ]),
    );
  }
  const { byReason, ...reviews } = health.reviews;
  add(SECTIONS.reviews, ALL[locale], { ...reviews, ...byReason });
  add(SECTIONS.recency, ALL[locale], {
    ...health.recency,
    invitedInYear: health.dormant.invitedInYear,
  });
  return stringify(rows, {
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
}

export function panelHealthFileName(now = new Date()) {
  return `panel-health-${japanDay(now)}.csv`;
}
