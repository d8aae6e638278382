// A year of survey invitations, so the panel health page shows a lived-in panel: a past
// campaign a week (back a year, or to the first members' joining), each inviting most
// of the members who had joined, who answered at their own rate (some never, some stopped), with
// a few answers held and decided, and the answers paid through the points ledger.
// Deterministic: every choice is an md5 of the ids and a fixed seed; the whole history is a
// handful of set-based statements, not a row each. Seeded after the monthly credits (which
// spreadPointDates then dates before the first answer) and before the exchanges and the demo's
// current campaigns, its invitations ending 31 days back: the ledger reads in time order, and
// today's invitations (contact limits, rest days) and the journeys' members are as before.
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaigns, users } from '../db/schema/index';

const DAY = 86_400_000;
const SEED = 'panel-history-2026';
/** The newest past campaign starts this many days back, its invitations outside the 30 days. */
const NEWEST_DAYS = 34;
/** Then one a week, back to a year ago or the first members' joining. */
const EVERY_DAYS = 7;
const OLDEST_DAYS = 355;

/** Members the browser journeys sign in as: their survey history stays as the journeys expect. */
const KEEP = [
  'admin@example.com',
  'haruka.shimada@example.com',
  'emily.miller@example.com',
  'kenta.murakami@example.com',
  'misaki.okamoto@example.com',
  'claire.dubois@example.com',
];

const THEMES: Array<[string, string]> = [
  ['瀬戸内の食の好み調査', 'Setouchi food preferences'],
  ['島旅の交通手段アンケート', 'Island travel transport survey'],
  ['地元のお土産に関する調査', 'Local souvenirs survey'],
  ['アートイベント来場者調査', 'Art event visitors survey'],
  ['週末の過ごし方アンケート', 'Weekend habits survey'],
  ['柑橘の購入に関する調査', 'Citrus buying survey'],
  ['宿泊施設の満足度調査', 'Hotel satisfaction survey'],
  ['サイクリング利用調査', 'Cycling route survey'],
  ['地域の祭りに関するアンケート', 'Local festivals survey'],
  ['海の環境に関する意識調査', 'Sea environment attitudes survey'],
  ['オンラインショッピング調査', 'Online shopping survey'],
  ['ファンクラブ会報の評価', 'Fan club newsletter review'],
];

/** A byte (0–255) of md5(parts + seed): the same inputs give the same choice every time. */
const byte = (parts: unknown, n: number) =>
  sql`get_byte(decode(md5(${parts} || ${SEED}), 'hex'), ${sql.raw(String(n))})`;

export async function seedPanelHistory(db: Db, now = Date.now()): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  const [first] = await db
    .select({ at: sql<string | null>`min(${users.createdAt})` })
    .from(users)
    .where(
      and(eq(users.status, 'active'), eq(users.isAdmin, false), notInArray(users.email, KEEP)),
    );
  const joined = first?.at ? new Date(first.at).getTime() : now;
  const oldest = Math.min(OLDEST_DAYS, (now - joined) / DAY - 14);
  const count = Math.max(0, Math.floor((oldest - NEWEST_DAYS) / EVERY_DAYS) + 1);
  if (count === 0) return;
  const created = await db
    .insert(campaigns)
    .values(
      Array.from({ length: count }, (_, i) => {
        // Oldest first: the themes come round again as later waves.
        const startAt = new Date(now - (NEWEST_DAYS + (count - 1 - i) * EVERY_DAYS) * DAY);
        const [ja, en] = THEMES[i % THEMES.length]!;
        const wave = Math.floor(i / THEMES.length) + 1;
        return {
          titleJa: `${ja}（第${wave}回）`,
          titleEn: `${en} (wave ${wave})`,
          description: ja,
          point: 50 + (i % 4) * 25,
          screenoutPoint: 10,
          lengthMinutes: 8 + (i % 3) * 4,
          surveyLink: `https://survey.example.com/s/history-${i + 1}?rid=[RID]`,
          startAt,
          expiresAt: new Date(startAt.getTime() + 14 * DAY),
          audience: { type: 'all' as const },
          createdById: admin?.id ?? null,
          createdAt: new Date(startAt.getTime() - 2 * DAY),
          updatedAt: startAt,
        };
      }),
    )
    .returning({ id: campaigns.id });
  const ids = created.map((c) => c.id);
  const firstId = Math.min(...ids);
  const lastId = Math.max(...ids);
  const keep = sql.join(
    KEEP.map((e) => sql`${e}`),
    sql`, `,
  );

  // Each sent its invitation in Japanese and English (what makes a campaign more than a draft).
  await db.execute(sql`
    insert into campaign_emails (campaign_id, type, language, subject, body)
    select c.id, 'invitation', m.language, m.subject, m.body
    from campaigns c
    cross join (values
      ('ja', '【{{survey_point}}ポイント進呈】「{{survey_name}}」ご協力のお願い',
        '<p>{{nick_name}} 様</p><p>所要時間は約{{survey_length}}分です。</p><p><a href="{{survey_link}}">アンケートに回答する</a></p>'),
      ('en', '{{survey_point}} points: please answer "{{survey_name}}"',
        '<p>Dear {{nick_name}},</p><p>It takes about {{survey_length}} minutes.</p><p><a href="{{survey_link}}">Answer the survey</a></p>')
    ) as m(language, subject, body)
    where c.id between ${firstId} and ${lastId}`);

  // Invitations and answers. Per member: one in seven never answers, one in five stopped
  // answering four months ago; the others answer at a rate of their own (about 25–75 %). Per answer: some leave half-way, most complete, some are
  // screened out or over quota; about one in twelve finished answers was held and decided.
  await db.execute(sql`
    insert into campaign_respondents (campaign_id, user_id, rid, status, invited_at, started_at,
      finished_at, points_credited, hold_reason, review_status, points_held, reviewed_at,
      reviewed_by_id)
    select c.id, u.id, md5(c.id || ':' || u.id || ${SEED}), x.status, x.invited_at,
      case when x.status <> 'invited' then x.invited_at + (x.r2 % 40 + 1) * interval '1 hour' end,
      case when x.status in ('completed', 'screenout', 'overquota')
        then x.invited_at + (x.r2 % 40 + 1) * interval '1 hour' + interval '14 minutes' end,
      case when x.review = 'rejected' then 0 else x.points end,
      x.hold, x.review, case when x.hold is null then 0 else x.points end,
      case when x.hold is not null
        then x.invited_at + (x.r2 % 40 + 49) * interval '1 hour' end,
      case when x.hold is not null then ${admin?.id ?? null}::int end
    from campaigns c
    join users u on u.status = 'active' and not u.is_admin and not u.is_blocked
      and u.email not in (${keep})
    cross join lateral (select
      ${byte(sql`c.id || ':' || u.id`, 0)} as r1,
      ${byte(sql`c.id || ':' || u.id`, 1)} as r2,
      ${byte(sql`c.id || ':' || u.id`, 2)} as r3,
      ${byte(sql`c.id || ':' || u.id`, 3)} as r4,
      ${byte(sql`'member:' || u.id`, 0)} as never,
      ${byte(sql`'member:' || u.id`, 1)} as pace,
      ${byte(sql`'member:' || u.id`, 2)} as lapse,
      c.start_at + (${byte(sql`c.id || ':' || u.id`, 4)} % 72) * interval '1 hour' as invited_at
    ) h
    cross join lateral (select h.invited_at, h.r2,
      case
        when h.never < 37 or h.r2 >= 64 + h.pace / 2 then 'invited'
        when h.lapse < 50 and c.start_at > ${new Date(now - 120 * DAY).toISOString()}::timestamptz
          then 'invited'
        when h.r3 < 20 then 'started'
        when h.r3 < 200 then 'completed'
        when h.r3 < 235 then 'screenout'
        else 'overquota'
      end as status
    ) s
    cross join lateral (select s.status, s.invited_at, s.r2,
      case s.status when 'completed' then c.point
        when 'screenout' then c.screenout_point when 'overquota' then c.screenout_point
        else 0 end as points,
      case when s.status in ('completed', 'screenout', 'overquota') and h.r4 < 21
        then (array['duplicate', 'speeder', 'earn_cap'])[h.r4 % 3 + 1] end as hold,
      case when s.status in ('completed', 'screenout', 'overquota') and h.r4 < 21
        then case when h.r4 % 4 = 0 then 'rejected' else 'approved' end end as review
    ) x
    where c.id between ${firstId} and ${lastId}
      and u.created_at < h.invited_at - interval '2 days'
      and h.r1 < 215
    order by c.id, u.id`);

  // The answers' points, as the ledger writes them: each member's balance after every credit,
  // then the balance itself.
  await db.execute(sql`
    insert into point_transactions (user_id, type, points, balance_after, description, reference,
      idempotency_key, created_at)
    select r.user_id, 'PC03', r.points_credited,
      u.point_amount + sum(r.points_credited) over (partition by r.user_id order by coalesce(r.reviewed_at, r.finished_at), r.id),
      case r.status when 'completed' then 'ledger.survey_answer'
        when 'screenout' then 'ledger.survey_screenout' else 'ledger.survey_overquota' end
        || '|' || jsonb_build_object('title',
          case when u.main_language = 'ja' then c.title_ja else c.title_en end)::text,
      'campaign:' || c.id, 'PC03:campaign:' || c.id || ':user:' || r.user_id,
      coalesce(r.reviewed_at, r.finished_at)
    from campaign_respondents r
    join campaigns c on c.id = r.campaign_id
    join users u on u.id = r.user_id
    where r.campaign_id between ${firstId} and ${lastId} and r.points_credited > 0
    order by r.user_id, coalesce(r.reviewed_at, r.finished_at), r.id`);
  await db.execute(sql`
    update users u set point_amount = u.point_amount + p.total
    from (select user_id, sum(points_credited)::int as total from campaign_respondents
      where campaign_id between ${firstId} and ${lastId} group by user_id) p
    where p.user_id = u.id and p.total > 0`);
  await db.execute(sql`
    update campaigns c set completed_count = n.done
    from (select campaign_id, count(*)::int as done from campaign_respondents
      where campaign_id between ${firstId} and ${lastId} and status = 'completed'
        and review_status is distinct from 'rejected' group by campaign_id) n
    where n.campaign_id = c.id`);
}
