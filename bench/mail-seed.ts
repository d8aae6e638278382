// Seeds the mail bench's members in bulk SQL (generate_series), spread like a club that grew over
// five years, plus one admin and a segment of each size given, of members who may receive post mail.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { rowsOf } from '../apps/server/src/db/rows';
import { users } from '../apps/server/src/db/schema/index';
import { hashPassword } from '../apps/server/src/lib/passwords';

export const ADMIN_EMAIL = 'bench-admin@example.jp';
export const ADMIN_PASSWORD = 'Bench2026x';

/** Residents per prefecture (millions, rounded), Setouchi's seven counted twice: a fan club's tilt. */
const PREFECTURE_WEIGHTS = [
  5.1, 1.2, 1.2, 2.3, 0.9, 1.0, 1.8, 2.8, 1.9, 1.9, 7.3, 6.3, 14.0, 9.2, 2.2, 1.0, 1.1, 0.8, 0.8,
  2.0, 2.0, 3.6, 7.5, 1.8, 1.4, 2.6, 8.8, 10.8, 1.3, 0.9, 0.5, 0.7, 3.8, 5.6, 2.6, 1.4, 1.9, 2.6,
  0.7, 5.1, 0.8, 1.3, 1.7, 1.1, 1.1, 1.6, 1.5,
];

/** The prefecture codes repeated by weight, 1,000 slots: a uniform draw picks one by weight. */
function prefectureSlots(): string {
  const total = PREFECTURE_WEIGHTS.reduce((a, b) => a + b, 0);
  const slots: string[] = [];
  PREFECTURE_WEIGHTS.forEach((w, i) => {
    const code = `JPPRF${String(i + 1).padStart(2, '0')}`;
    for (let k = 0; k < Math.max(1, Math.round((w / total) * 1000)); k += 1) slots.push(code);
  });
  return `{${slots.join(',')}}`;
}

/**
 * The non-unique indexes of users, dropped while loading and built again afterwards: building an
 * index once over a million rows is much quicker than updating twelve of them row by row.
 */
async function withoutIndexes(db: Db, load: () => Promise<void>) {
  const found = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select i.indexname, i.indexdef from pg_indexes i
    join pg_class c on c.relname = i.indexname
    join pg_index x on x.indexrelid = c.oid
    where i.tablename = 'users' and i.schemaname = 'public' and not x.indisunique`);
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(found);
  for (const { indexname } of indexes) await db.execute(sql.raw(`drop index "${indexname}"`));
  await load();
  for (const { indexdef } of indexes) await db.execute(sql.raw(indexdef));
}

export type MailSegment = { segmentId: number; segmentSize: number };
/** The first segment's id and size (what the counts part reads), and every segment. */
export type MailSeed = MailSegment & { segments: MailSegment[] };

/** `sizes`: one segment of each size (the mail runs' recipients). */
export async function seedMailBench(db: Db, members: number, sizes: number[]): Promise<MailSeed> {
  await db.insert(users).values({
    email: ADMIN_EMAIL,
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    firstName: '管理',
    lastName: '瀬戸',
    nickname: 'bench-admin',
    yearOfBirth: 1980,
    gender: 'GD00',
    status: 'active',
    isAdmin: true,
    referralCode: 'ZZZZZZ',
  });
  // Members never sign in here, so they share one (unusable) hash; r(k) is a uniform draw in
  // [0, 1) from the row number, so a run with the same N seeds the same members.
  // The fan statistics' counts are kept by a trigger per member; for a bulk load it is off and
  // the counts are rebuilt once afterwards (member_stats_rebuild, migration 0008).
  await db.execute(sql`alter table users disable trigger users_member_stats_insert_delete`);
  await withoutIndexes(db, async () => {
    await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, nickname, year_of_birth, gender,
      main_language, status, referral_code, nationality, country_of_residence, prefecture,
      newsletter_consent, survey_consent, terms_consented_at, email_verified_at, created_at, updated_at)
    select 'm' || g || '@example.jp', 'bench:no-login',
      (array['太郎','花子','健太','美咲','Emily','James','伟','민준'])[1 + (g % 8)],
      (array['瀬戸','島田','村上','小豆','Miller','Smith','王','김'])[1 + ((g / 8) % 8)],
      'm-' || to_hex(g),
      1940 + floor((r1 + r2) / 2 * 69)::int,
      case when r3 < 0.47 then 'GD01' when r3 < 0.94 then 'GD02' else 'GD00' end,
      lang, status, upper(lpad(to_hex(g), 6, '0')), nationality,
      residence,
      case when residence = 'CT001' then (${prefectureSlots()}::text[])[1 + floor(r5 * 1000)::int] end,
      r6 < 0.85, r7 < 0.8, created, case when status <> 'provisional' then created end, created, created
    from (
      select g, r1, r2, r3, r5, r6, r7, lang, nationality,
        case when nationality = 'CT001' or r8 < 0.6 then 'CT001' else nationality end as residence,
        case when r9 < 0.90 then 'active' when r9 < 0.95 then 'provisional'
             when r9 < 0.99 then 'unsubscribed' else 'cancelled' end as status,
        now() - r10 * interval '5 years' as created
      from (
        select g, r1, r2, r3, r5, r6, r7, r8, r9, r10, lang,
          case lang
            when 'ja' then case when r11 < 0.97 then 'CT001' else 'CT037' end
            when 'en' then (array['CT199','CT198','CT010','CT032','CT168','CT001'])[1 + floor(r11 * 6)::int]
            when 'zh' then case when r11 < 0.8 then 'CT037' else 'CT168' end
            when 'ko' then 'CT174'
            when 'th' then 'CT186'
            else case when r11 < 0.85 then 'CT183' else 'CT079' end
          end as nationality
        from (
          select g, r1, r2, r3, r5, r6, r7, r8, r9, r10, r11,
            case when r4 < 0.80 then 'ja' when r4 < 0.90 then 'en' when r4 < 0.94 then 'zh'
                 when r4 < 0.97 then 'ko' when r4 < 0.985 then 'th' else 'tw' end as lang
          from (
            select g,
              ((hashint4(g) ::bigint + 2147483648) % 1000000) / 1e6 as r1,
              ((hashint4(g + 1 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r2,
              ((hashint4(g + 2 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r3,
              ((hashint4(g + 3 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r4,
              ((hashint4(g + 4 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r5,
              ((hashint4(g + 5 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r6,
              ((hashint4(g + 6 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r7,
              ((hashint4(g + 7 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r8,
              ((hashint4(g + 8 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r9,
              ((hashint4(g + 9 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r10,
              ((hashint4(g + 10 * 20000003)::bigint + 2147483648) % 1000000) / 1e6 as r11
            from generate_series(1, ${members}::int) g
          ) draws
        ) languages
      ) nationalities
    ) members`);
  });
  await db.execute(sql`alter table users enable trigger users_member_stats_insert_delete`);
  await db.execute(sql`select member_stats_rebuild()`);
  // The mail runs' audiences: a segment per size of members who would get a post mail (active,
  // newsletter consent), spread over the table rather than its first rows.
  const segments: MailSegment[] = [];
  for (const size of sizes) {
    const created = await db.execute<{ id: number }>(
      sql`insert into segments (name) values (${`bench mail recipients ${size}`}) returning id`,
    );
    const segmentId = Number(rowsOf<{ id: number }>(created)[0]!.id);
    await db.execute(sql`
      insert into segment_members (segment_id, user_id)
      select ${segmentId}, id from users
      where status = 'active' and newsletter_consent and not is_admin
      order by hashint4(id) limit ${size}`);
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from segment_members where segment_id = ${segmentId}`,
    );
    segments.push({ segmentId, segmentSize: Number(rowsOf<{ n: number }>(counted)[0]!.n) });
  }
  // What autovacuum does after a bulk load, done now so it does not run during the measurements:
  // planner statistics, and the visibility map that lets a count read only an index.
  await db.execute(sql`vacuum analyze`);
  return { segmentId: segments[0]!.segmentId, segmentSize: segments[0]!.segmentSize, segments };
}
