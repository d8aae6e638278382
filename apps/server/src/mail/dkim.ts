// DKIM signing in the product, for clubs whose relay does not sign (DKIM_DOMAIN, DKIM_SELECTOR,
// DKIM_PRIVATE_KEY): nodemailer's signer, given to the transactional mails' transport and run
// over each sendout mail's pre-rendered bytes before they go into the gated stream, so the
// lane's data still goes over the wire while the previous record commits (smtp-pool.ts).
import DKIM from 'nodemailer/lib/dkim';
import type { MailSettings } from '../config-mail';

export type DkimSettings = NonNullable<MailSettings['dkim']>;

/** Signs a composed message; undefined without DKIM settings (nothing to wait for per mail). */
export function dkimSigner(
  settings: DkimSettings | undefined,
): ((message: Buffer) => Promise<Buffer>) | undefined {
  if (!settings) return undefined;
  const dkim = new DKIM({ ...settings, cacheDir: false });
  return async (message) => {
    const chunks: Buffer[] = [];
    for await (const chunk of dkim.sign(message)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
}
