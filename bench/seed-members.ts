// Members for the benches, written by PostgreSQL itself (one statement per 50,000, from
// generate_series) instead of rows sent from here: 100,000 members in seconds, not minutes.
// Member n is `<prefix><n>@example.jp` with the one password given; n = 0 is an admin; their
// ages, prefectures, genders and languages cycle, so every audience finds some of them; with
// `provisional`, every tenth (n % 10 = 5) has not confirmed yet.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/lib/passwords';

/** The referral code alphabet (lib/referral-code.ts): n written in it, six characters, unique. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export async function seedMembers(
  db: Db,
  options: { count: number; prefix: string; password: string; provisional?: boolean },
) {
  const { count, prefix, password, provisional = false } = options;
  const passwordHash = await hashPassword(password);
  const batch = 50_000;
  // The per-row member statistics trigger updates the same few counter rows for every member
  // (minutes for 100,000 on a busy machine); it is off during the load and the counters are
  // added up once afterwards, as the trigger would have (member_stats_apply).
  await db.execute(sql`alter table users disable trigger users_member_stats_insert_delete`);
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(count, start + batch) - 1;
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, nickname, year_of_birth,
        prefecture, gender, main_language, status, is_admin, referral_code)
      select ${prefix} || g || '@example.jp', ${passwordHash},
        (array['太郎', '花子', 'Emily', '健太'])[1 + g % 4],
        (array['瀬戸', '島田', 'Miller', '村上'])[1 + g % 4],
        ${prefix} || '-' || g, 1950 + g % 55,
        'JPPRF' || lpad((g % 47 + 1)::text, 2, '0'),
        (array['GD01', 'GD02', 'GD00'])[1 + g % 3],
        case when g % 5 = 0 then 'en' else 'ja' end,
        case when ${provisional} and g % 10 = 5 then 'provisional' else 'active' end,
        g = 0,
        (select string_agg(substr(${ALPHABET}, (g / (31 ^ k)::bigint % 31)::int + 1, 1), '' order by k)
          from generate_series(0, 5) k)
      from generate_series(${start}::int, ${end}::int) g
      on conflict do nothing`);
  }
  await db.execute(sql`alter table users enable trigger users_member_stats_insert_delete`);
  await db.execute(sql`
    insert into member_stat_counts as c (dimension, code, registered_on, count)
    select d.dimension, d.code, (u.created_at at time zone 'Asia/Tokyo')::date, count(*)
    from users u cross join lateral (values
      ('gender', u.gender), ('country', coalesce(u.country_of_residence, '')),
      ('prefecture', coalesce(u.prefecture, '')), ('language', u.main_language),
      ('age', u.year_of_birth::text)) d(dimension, code)
    where u.status = 'active' and u.email like ${prefix} || '%@example.jp'
    group by 1, 2, 3
    on conflict (dimension, registered_on, code) do update set count = c.count + excluded.count`);
}
