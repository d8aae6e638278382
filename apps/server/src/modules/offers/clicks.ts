// Recorded clicks and the figures read from them: totals, unique clickers and Japan-time days,
// the mail figures of the offer's batches beside them, and the rows of the CSV export.
import { stringify } from 'csv-stringify/sync';
import { asc, eq, sql } from 'drizzle-orm';
import type { UiLocale } from '@fanclub/contract/codes';
import type { OfferClickStats } from '@fanclub/contract/offer-views';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { ageGroupOf } from '@fanclub/contract/reference';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { offerClicks, users } from '../../db/schema/index';
import { guardCell } from '../../lib/csv';
import { HUMAN_CLICK_WINDOW_MS } from './policy';

/**
 * Records a click. `human` is whether the request passed the human checks; it is stored as human
 * only when the member has no human click on the offer within HUMAN_CLICK_WINDOW_MS. The member's
 * clicks on the offer take turns (a transaction lock), so concurrent clicks count once too.
 */
export async function recordOfferClick(
  db: Db,
  click: { offerId: number; userId: number; via: 'site' | 'mail'; human: boolean },
) {
  if (!click.human) {
    await db.insert(offerClicks).values(click);
    return;
  }
  const { offerId, userId, via } = click;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`offer-click:${offerId}:${userId}`}))`,
    );
    await tx.execute(sql`insert into ${offerClicks} (offer_id, user_id, via, human)
      select ${offerId}, ${userId}, ${via}, not exists (select 1 from ${offerClicks}
        where offer_id = ${offerId} and user_id = ${userId} and human
          and created_at > now() - ${HUMAN_CLICK_WINDOW_MS} * interval '1 millisecond')`);
  });
}

type Totals = { clicks: number; human: number; unique: number };
type Day = { date: string; clicks: number; human: number; unique: number };
type Mail = {
  sent: number;
  opened: number;
  clicked: number;
  human_opened: number;
  human_clicked: number;
};

export async function clickStats(db: Db, offerId: number): Promise<OfferClickStats> {
  const [totals, days, mail] = await Promise.all([
    db
      .execute(
        sql`select count(*)::int as clicks, count(*) filter (where human)::int as human,
          count(distinct user_id)::int as unique from offer_clicks where offer_id = ${offerId}`,
      )
      .then((r) => rowsOf<Totals>(r)),
    db
      .execute(
        sql`select to_char(created_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as date,
          count(*)::int as clicks, count(*) filter (where human)::int as human,
          count(distinct user_id)::int as unique
        from offer_clicks where offer_id = ${offerId} group by 1 order by 1`,
      )
      .then((r) => rowsOf<Day>(r)),
    db
      .execute(
        sql`select coalesce(sum(sent_count), 0)::int as sent,
          coalesce(sum(opened_count), 0)::int as opened,
          coalesce(sum(clicked_count), 0)::int as clicked,
          coalesce(sum(human_opened_count), 0)::int as human_opened,
          coalesce(sum(human_clicked_count), 0)::int as human_clicked
        from sendout_batches where source = 'offer' and source_id = ${offerId}`,
      )
      .then((r) => rowsOf<Mail>(r)),
  ]);
  const t = totals[0] ?? { clicks: 0, human: 0, unique: 0 };
  const m = mail[0] ?? { sent: 0, opened: 0, clicked: 0, human_opened: 0, human_clicked: 0 };
  return {
    clicks: Number(t.clicks),
    humanClicks: Number(t.human),
    uniqueClickers: Number(t.unique),
    mail: {
      sent: Number(m.sent),
      opened: Number(m.opened),
      humanOpened: Number(m.human_opened),
      clicked: Number(m.clicked),
      humanClicked: Number(m.human_clicked),
    },
    byDay: fillDays(days),
  };
}

/** Every day from the first to the last, days without clicks as zeros (a chart needs them). */
function fillDays(days: Day[]): OfferClickStats['byDay'] {
  if (!days.length) return [];
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out: OfferClickStats['byDay'] = [];
  const last = days[days.length - 1]!.date;
  for (let d = new Date(`${days[0]!.date}T00:00:00Z`); ; d = new Date(d.getTime() + 86_400_000)) {
    const date = d.toISOString().slice(0, 10);
    const day = byDate.get(date);
    out.push({
      date,
      clicks: Number(day?.clicks ?? 0),
      humanClicks: Number(day?.human ?? 0),
      uniqueClickers: Number(day?.unique ?? 0),
    });
    if (date >= last || out.length > 3660) break;
  }
  return out;
}

const HEADERS: Record<UiLocale, string[]> = {
  ja: ['クリック日時', '会員ID', 'メイン言語', '都道府県', '年代', '経路', '人による操作'],
  en: ['Clicked at', 'Member ID', 'Main language', 'Prefecture', 'Age group', 'Via', 'Human'],
};
const VIA: Record<UiLocale, Record<string, string>> = {
  ja: { site: 'サイト', mail: 'メール' },
  en: { site: 'Site', mail: 'Mail' },
};
const YES_NO: Record<UiLocale, [string, string]> = { ja: ['はい', 'いいえ'], en: ['yes', 'no'] };

/** The export: one row per recorded click, oldest first, UTF-8 with BOM, formula-guarded. */
export async function offerClicksCsv(db: Db, offerId: number, locale: UiLocale, now = new Date()) {
  const rows = await db
    .select({
      createdAt: offerClicks.createdAt,
      userId: offerClicks.userId,
      via: offerClicks.via,
      human: offerClicks.human,
      language: users.mainLanguage,
      prefecture: users.prefecture,
      yearOfBirth: users.yearOfBirth,
    })
    .from(offerClicks)
    .leftJoin(users, eq(users.id, offerClicks.userId))
    .where(eq(offerClicks.offerId, offerId))
    .orderBy(asc(offerClicks.createdAt), asc(offerClicks.id));
  const records = rows.map((r) => [
    formatJapanTime(r.createdAt),
    r.userId === null ? '' : String(r.userId),
    r.language ?? '',
    r.prefecture ?? '',
    r.yearOfBirth ? (ageGroupOf(now.getFullYear() - r.yearOfBirth) ?? '') : '',
    VIA[locale][r.via] ?? r.via,
    YES_NO[locale][r.human ? 0 : 1],
  ]);
  return stringify(records, {
    bom: true,
    header: true,
    columns: HEADERS[locale],
    cast: { string: guardCell },
  });
}
