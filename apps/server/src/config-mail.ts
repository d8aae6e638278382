// The environment keys of the sending identity and of the reports that come back: the VERP
// return path, the bounce mailbox, the providers' webhooks and DKIM. Read by config.ts, the only
// reader of process.env; kept here so each rule about a partial set sits beside its keys.
import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

export const mailEnvShape = {
  /** Envelope sender base for VERP (bounces@club.example); unset: no VERP. */
  MAIL_BOUNCE_ADDRESS: z.email().optional(),
  BOUNCE_MAILBOX_URL: z
    .string()
    .regex(/^imaps?:\/\/[^@/]+@[^/]+/, 'must be an imap(s)://user:pass@host:port/MAILBOX URL')
    .optional(),
  /** SNS topics whose notifications and subscription confirmations are taken. */
  SES_SNS_TOPIC_ARNS: z.string().default(''),
  SENDGRID_WEBHOOK_PUBLIC_KEY: z.string().min(40).optional(),
  POSTMARK_WEBHOOK_USER: z.string().min(1).optional(),
  POSTMARK_WEBHOOK_PASSWORD: z.string().min(12).optional(),
  DKIM_DOMAIN: z.string().min(3).optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]*$/i, 'must be a DNS label')
    .optional(),
  /** PEM, or PEM with its line breaks written as \n (one line in an env file). */
  DKIM_PRIVATE_KEY: z.string().min(100).optional(),
};

type MailEnv = z.infer<z.ZodObject<typeof mailEnvShape>>;

export type MailSettings = {
  bounceAddress: string | undefined;
  /** imap(s)://user:pass@host:port/MAILBOX, read by the bounce mailbox job. */
  bounceMailboxUrl: string | undefined;
  sesTopicArns: string[];
  sendgridPublicKey: string | undefined;
  postmark: { user: string; password: string } | undefined;
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
};

/** Each rule refused with the error `fail` makes (config.ts's ConfigError). */
export function mailSettings(e: MailEnv, fail: (message: string) => Error): MailSettings {
  if ((e.POSTMARK_WEBHOOK_USER === undefined) !== (e.POSTMARK_WEBHOOK_PASSWORD === undefined))
    throw fail('POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD must be set together');
  const dkimKeys = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY];
  const dkimSet = dkimKeys.filter((v) => v !== undefined).length;
  if (dkimSet !== 0 && dkimSet !== 3)
    throw fail('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  const privateKey = e.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (privateKey) {
    try {
      createPrivateKey(privateKey);
    } catch {
      throw fail('DKIM_PRIVATE_KEY must be a private key in PEM');
    }
  }
  return {
    bounceAddress: e.MAIL_BOUNCE_ADDRESS?.toLowerCase(),
    bounceMailboxUrl: e.BOUNCE_MAILBOX_URL,
    sesTopicArns: e.SES_SNS_TOPIC_ARNS.split(/[\s,]+/).filter(Boolean),
    sendgridPublicKey: e.SENDGRID_WEBHOOK_PUBLIC_KEY,
    postmark:
      e.POSTMARK_WEBHOOK_USER && e.POSTMARK_WEBHOOK_PASSWORD
        ? { user: e.POSTMARK_WEBHOOK_USER, password: e.POSTMARK_WEBHOOK_PASSWORD }
        : undefined,
    dkim:
      e.DKIM_DOMAIN && e.DKIM_SELECTOR && privateKey
        ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey }
        : undefined,
  };
}
