// `npm run admin -- --reset-2fa <email>`: the operator's way back in when the last admin lost
// the device (another admin can do the same from the member page).
import type { Db } from '../db/client';
import type { Config } from '../config';
import { createMailer } from '../mail/mailer';
import { findUserByEmail } from '../modules/auth/queries';
import { SYSTEM_ACTOR } from '../modules/audit/record';
import { resetTwoFactor } from '../modules/two-factor/service';

/** Resets the member's two-step sign-in; answers the line to print, or throws. */
export async function resetTwoFactorByEmail(db: Db, config: Config, email: string) {
  const member = await findUserByEmail(db, email);
  if (!member) throw new Error(`No account with the address ${email}.`);
  // The mail waits in the outbox; the running server delivers it.
  const mailer = createMailer({
    db,
    smtpUrl: undefined,
    from: config.mailFrom,
    log: console as never,
  });
  try {
    const reset = await resetTwoFactor(
      { db, config, mailer },
      { actor: SYSTEM_ACTOR, userId: member.id },
    );
    return reset
      ? `Two-step sign-in reset for ${member.email} (id ${member.id}); the member was mailed.`
      : `${member.email} (id ${member.id}) had no two-step sign-in; nothing changed.`;
  } finally {
    mailer.close();
  }
}
