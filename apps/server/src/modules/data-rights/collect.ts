// Everything the club holds about one member, section by section, for their copy of their data.
// Other members appear by id only (who referred them, whom they referred).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export type Row = Record<string, unknown>;
export type MemberData = Record<string, Row[]>;

const QUERIES: Record<string, (id: number) => SQL> = {
  account: (id) => sql`
    select u.id, u.email, u.first_name, u.last_name, u.nickname, u.year_of_birth, u.gender,
      u.phone, u.postal_code, u.prefecture, u.city, u.fax, u.nationality,
      u.country_of_residence, u.timezone, u.main_language, u.other_languages, u.status,
      u.referral_code, u.referred_by_id, u.point_amount, u.avatar_path, u.created_at,
      u.email_verified_at, u.last_login_at, u.closed_at,
      o.company_name, o.company_name_kana, o.facility_type, o.person_in_charge, o.website_url,
      o.postal_code as company_postal_code, o.prefecture as company_prefecture,
      o.city as company_city, o.block as company_block, o.building as company_building
    from users u left join organizations o on o.user_id = u.id where u.id = ${id}`,
  consents: (id) => sql`
    select null::int as id, 'current' as kind, jsonb_build_object(
        'terms', u.terms_consented_at is not null, 'newsletter', u.newsletter_consent,
        'survey', u.survey_consent, 'adId', u.ad_id_consent,
        'profileSharing', u.profile_sharing_consent) as consents,
      coalesce(u.terms_consented_at, u.created_at) as created_at
    from users u where u.id = ${id}
    union all
    select e.id, 'change', e.consents, e.created_at from consent_events e where e.user_id = ${id}
    order by 4, 1 nulls first`,
  points: (id) => sql`
    select id, type, points, balance_after, description, reference, created_at
    from point_transactions where user_id = ${id} order by id`,
  exchanges: (id) => sql`
    select id, reward_id, type, amount, status, paypal_email, usd_cents, delivery_reference,
      failure_reason, created_at, approved_at, completed_at
    from exchange_requests where user_id = ${id} and type <> 'donation' order by id`,
  donations: (id) => sql`
    select id, reward_id, amount, status, created_at
    from exchange_requests where user_id = ${id} and type = 'donation' order by id`,
  referrals: (id) => sql`
    select 'referred_by' as relation, referred_by_id as member_id, null::timestamptz as joined_at
    from users where id = ${id} and referred_by_id is not null
    union all
    select 'referred', id, created_at from users where referred_by_id = ${id}
    order by 1, 2`,
  surveys: (id) => sql`
    select r.campaign_id, c.title_ja, c.title_en, r.status, r.invited_at, r.started_at,
      r.finished_at, r.points_credited
    from campaign_respondents r join campaigns c on c.id = r.campaign_id
    where r.user_id = ${id} order by r.id`,
  profileAnswers: (id) => sql`
    select question_id, option_ids, text_value, number_value, answered_at
    from question_answers where user_id = ${id} order by question_id`,
  posts: (id) => sql`
    select id, kind, title, excerpt, contents, status, publish_at, created_at
    from posts where author_id = ${id} order by id`,
  comments: (id) => sql`
    select id, post_id, parent_id, body, created_at, deleted_at
    from comments where user_id = ${id} order by id`,
  groupPosts: (id) => sql`
    select id, group_id, topic_id, body, video_urls, created_at, deleted_at
    from group_posts where author_id = ${id} order by id`,
  groupComments: (id) => sql`
    select id, post_id, parent_id, body, created_at, deleted_at
    from group_comments where author_id = ${id} order by id`,
  mails: (id) => sql`
    select m.id, m.subject, m.template, m.language, m.status, m.created_at, m.sent_at,
      m.text_body
    from mail_messages m, users u
    where u.id = ${id} and lower(m.to_address) = lower(u.email) order by m.id`,
};

export async function collectMemberData(db: Db, userId: number): Promise<MemberData> {
  const data: MemberData = {};
  for (const [name, query] of Object.entries(QUERIES)) {
    data[name] = rowsOf<Row>(await db.execute(query(userId)));
  }
  return data;
}
