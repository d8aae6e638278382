// Erasure of closed accounts after the grace period (ERASE_AFTER_DAYS): names, address, phone,
// fax and the password go, the e-mail becomes erased-<id>@invalid (unique, undeliverable), the
// avatar file and any copy of their data are removed; the id, year of birth, gender, prefecture,
// country, nationality and languages stay, so the ledger, the statistics and survey counts keep
// adding up. One member per transaction, in batches, each run picks up where the last stopped;
// an erased row is skipped.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Storage } from '../../lib/storage';
import { avatarKey } from '../avatar/service';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record';

const BATCH = 100;

export const erasedEmail = (id: number) => `erased-${id}@invalid`;

async function dueIds(db: Db, before: Date): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from users
      where closed_at is not null and erased_at is null and closed_at <= ${before.toISOString()}::timestamptz
      order by closed_at, id limit ${BATCH}`),
  );
  return rows.map((r) => Number(r.id));
}

/** Erases one member; answers the stored files (avatar, data copies) to delete after the commit. */
async function eraseOne(db: Db, id: number, before: Date, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = rowsOf<{ email: string; avatar_path: string | null }>(
      await tx.execute(sql`
        select email, avatar_path from users
        where id = ${id} and closed_at is not null and erased_at is null
          and closed_at <= ${before.toISOString()}::timestamptz
        for update skip locked`),
    );
    if (!user) return { erased: false, files: [] };
    // Copies of the member's data go too: their files after the commit.
    const copies = rowsOf<{ file_key: string | null }>(
      await tx.execute(sql`delete from data_exports where user_id = ${id} returning file_key`),
    );
    const email = erasedEmail(id);
    await tx.execute(sql`
      update mail_messages set to_address = ${email}, text_body = '', html_body = ''
      where lower(to_address) = lower(${user.email})`);
    await tx.execute(sql`
      update sendout_recipients set email = ${email}, nickname = '', first_name = '', last_name = ''
      where user_id = ${id}`);
    await tx.execute(sql`update exchange_requests set paypal_email = null where user_id = ${id}`);
    await tx.execute(sql`
      update organizations set person_in_charge = null, fax = null, block = null,
        building = null where user_id = ${id}`);
    await tx.execute(sql`delete from sessions where user_id = ${id}`);
    await tx.execute(sql`delete from user_tokens where user_id = ${id}`);
    await tx.execute(sql`
      update users set email = ${email}, nickname = ${`erased-${id}`}, first_name = '',
        last_name = '', phone = null, postal_code = null, fax = null, city = null,
        avatar_path = null, password_hash = '', newsletter_consent = false,
        survey_consent = false, ad_id_consent = false, profile_sharing_consent = false,
        erased_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      where id = ${id}`);
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'member_erased',
      targetType: 'user',
      targetId: id,
      memberId: id,
    });
    const files = copies.flatMap((c) => (c.file_key ? [c.file_key] : []));
    if (user.avatar_path) files.push(avatarKey(user.avatar_path));
    return { erased: true, files };
  });
}

/** Erases every member whose grace period has passed; returns how many. */
export async function eraseClosedAccounts(
  db: Db,
  storage: Storage,
  eraseAfterDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - eraseAfterDays * 24 * 3600_000);
  let erased = 0;
  for (;;) {
    const ids = await dueIds(db, before);
    let progressed = 0;
    for (const id of ids) {
      const result = await eraseOne(db, id, before, now);
      if (!result.erased) continue;
      progressed += 1;
      // After the commit: a file whose delete fails is only space, no row names it.
      for (const key of result.files) await storage.delete(key).catch(() => undefined);
    }
    erased += progressed;
    // Rows another process holds are skipped; they are its to finish.
    if (ids.length < BATCH || progressed === 0) return erased;
  }
}
