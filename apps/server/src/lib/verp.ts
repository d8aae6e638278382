// Which mail a report is about, from the addresses the product wrote into it: the envelope
// sender (VERP, `bounces+<token>@domain`), where a bounce goes back to, and the Message-ID, which
// a feedback report and most DSNs quote. The token is signed so a forged report cannot name a
// mail; it is lower-case hex and digits, because mail servers may change a local part's case.
import addressparser from 'nodemailer/lib/addressparser';
import { hmacSha256, safeEqual } from './tokens';

/** A sendout's mail (batch and member) or a transactional mail (its mail_messages row). */
export type MailRef = { batchId: number; userId: number } | { mailId: number };

const SIG_LENGTH = 12;

const signatureOf = (secret: string, payload: string) =>
  hmacSha256(secret, `verp:${payload}`).slice(0, SIG_LENGTH);

function payloadOf(ref: MailRef): string {
  return 'mailId' in ref ? `m${ref.mailId}` : `s${ref.batchId}-${ref.userId}`;
}

/** The address part of a From line (`Name <a@b>` or `a@b`). */
export function addressOf(from: string): string {
  const [first] = addressparser(from, { flatten: true });
  return (first && 'address' in first && first.address) || from.trim();
}

/** The domain of a From line: the Message-ID's right-hand side. */
export function domainOf(from: string): string {
  const address = addressOf(from);
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase() || 'localhost';
}

/** The envelope sender of one mail: `base+<payload>-<sig>@domain`. */
export function verpAddress(secret: string, base: string, ref: MailRef): string {
  const at = base.lastIndexOf('@');
  const payload = payloadOf(ref);
  return `${base.slice(0, at)}+${payload}-${signatureOf(secret, payload)}${base.slice(at)}`;
}

/** The mail a VERP address names, when it is one of ours with a valid signature. */
export function readVerpAddress(secret: string, address: string): MailRef | undefined {
  const m = /\+(s(\d{1,10})-(\d{1,10})|m(\d{1,12}))-([0-9a-f]{12})@/.exec(address.toLowerCase());
  if (!m || !safeEqual(signatureOf(secret, m[1]!), m[5]!)) return undefined;
  return m[4] ? { mailId: Number(m[4]) } : { batchId: Number(m[2]), userId: Number(m[3]) };
}

/** `<sendout-<batch>-<user>@domain>` or `<mail-<id>@domain>`. */
export function messageIdOf(ref: MailRef, domain: string): string {
  return 'mailId' in ref
    ? `<mail-${ref.mailId}@${domain}>`
    : `<sendout-${ref.batchId}-${ref.userId}@${domain}>`;
}

/**
 * The mail a quoted Message-ID names. Not signed, so only ever a hint beside the recipient's
 * address, which the report names too.
 */
export function readMessageId(messageId: string): MailRef | undefined {
  const m = /<?(?:sendout-(\d{1,10})-(\d{1,10})|mail-(\d{1,12}))@[^>\s]+>?/i.exec(messageId.trim());
  if (!m) return undefined;
  return m[3] ? { mailId: Number(m[3]) } : { batchId: Number(m[1]), userId: Number(m[2]) };
}
