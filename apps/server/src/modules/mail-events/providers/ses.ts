// Amazon SES through SNS: the SNS message's signature is checked (SignatureVersion 1 SHA1, 2
// SHA256, over the documented canonical string) with the certificate at SigningCertURL, fetched
// only from an https sns.<region>.amazonaws.com address and kept per URL; then a subscription
// confirmation is followed for an allowed topic, and an SES notification becomes events.
import { createVerify, X509Certificate } from 'node:crypto';
import type { MailEvent, MailEventKind } from '../../suppression/events';
import { refFromMessageId, refFromVerp, type RefReader } from '../refs';

/** Fetches a URL's text; injectable so tests sign with a key of their own. */
export type Fetcher = (url: string) => Promise<string>;

type SnsMessage = {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Subject?: string;
  Message: string;
  Timestamp: string;
  Token?: string;
  SubscribeURL?: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
};

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'];
const SUBSCRIPTION_FIELDS = [
  'Message',
  'MessageId',
  'SubscribeURL',
  'Timestamp',
  'Token',
  'TopicArn',
  'Type',
];

/** The string SNS signs: each present field's name and value, each on a line of its own. */
export function canonicalString(message: Record<string, unknown>): string {
  const fields = message.Type === 'Notification' ? NOTIFICATION_FIELDS : SUBSCRIPTION_FIELDS;
  return fields
    .filter((f) => typeof message[f] === 'string')
    .map((f) => `${f}\n${message[f] as string}\n`)
    .join('');
}

/** An https address on SNS's own host of a region (sns.<region>.amazonaws.com). */
export function isSnsHost(url: string): boolean {
  try {
    const u = new URL(url);
    return (
      u.protocol === 'https:' &&
      u.port === '' &&
      /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/.test(u.hostname)
    );
  } catch {
    return false;
  }
}

const isSnsCertUrl = (url: string) => isSnsHost(url) && new URL(url).pathname.endsWith('.pem');

function asSnsMessage(body: unknown): SnsMessage | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const m = body as Record<string, unknown>;
  const strings = ['Type', 'MessageId', 'TopicArn', 'Message', 'Timestamp', 'Signature'];
  if (!strings.every((k) => typeof m[k] === 'string')) return undefined;
  if (typeof m.SigningCertURL !== 'string' || typeof m.SignatureVersion !== 'string')
    return undefined;
  return m as SnsMessage;
}

export type SnsVerifier = (body: unknown) => Promise<SnsMessage | undefined>;

/** Checks SNS signatures; certificates are kept per URL for the life of the process. */
export function snsVerifier(fetcher: Fetcher): SnsVerifier {
  const certs = new Map<string, Promise<X509Certificate>>();
  const certOf = (url: string) => {
    let cert = certs.get(url);
    if (!cert) {
      cert = fetcher(url).then((pem) => new X509Certificate(pem));
      cert.catch(() => certs.delete(url));
      certs.set(url, cert);
    }
    return cert;
  };
  return async (body) => {
    const message = asSnsMessage(body);
    if (!message || !isSnsCertUrl(message.SigningCertURL)) return undefined;
    const algorithm = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' }[message.SignatureVersion];
    if (!algorithm) return undefined;
    let cert: X509Certificate;
    try {
      cert = await certOf(message.SigningCertURL);
    } catch {
      return undefined;
    }
    const verify = createVerify(algorithm).update(canonicalString(message), 'utf8');
    return verify.verify(cert.publicKey, message.Signature, 'base64') ? message : undefined;
  };
}

type SesRecipient = { emailAddress?: string; status?: string; diagnosticCode?: string };
type SesNotification = {
  notificationType?: string;
  eventType?: string;
  mail?: { source?: string; commonHeaders?: { messageId?: string }; timestamp?: string };
  bounce?: {
    bounceType?: string;
    bounceSubType?: string;
    bouncedRecipients?: SesRecipient[];
    feedbackId?: string;
    timestamp?: string;
  };
  complaint?: {
    complainedRecipients?: Array<{ emailAddress?: string }>;
    complaintFeedbackType?: string;
    feedbackId?: string;
    timestamp?: string;
  };
  delivery?: { recipients?: string[]; timestamp?: string };
};

/** SES's kinds: Permanent → hard, Transient → soft; Undetermined is not acted on. */
const BOUNCE_KIND: Record<string, MailEventKind> = {
  Permanent: 'hard_bounce',
  Transient: 'soft_bounce',
};

/** The events of one SES notification (its `Message`, a JSON string). */
export function sesEvents(message: string, snsMessageId: string, readRef: RefReader): MailEvent[] {
  let n: SesNotification;
  try {
    n = JSON.parse(message) as SesNotification;
  } catch {
    return [];
  }
  // The envelope sender is the VERP return path when MAIL_BOUNCE_ADDRESS is set.
  const ref =
    refFromVerp(readRef, n.mail?.source) ?? refFromMessageId(n.mail?.commonHeaders?.messageId);
  const type = n.notificationType ?? n.eventType;
  const at = (value?: string) => (value ? new Date(value) : undefined);
  const event = (email: string, kind: MailEventKind, i: number, detail?: string | null) => ({
    email,
    kind,
    source: 'ses' as const,
    ...ref,
    eventId: `${snsMessageId}:${i}`,
    detail: detail ?? null,
  });
  if (type === 'Bounce' && n.bounce) {
    const kind = BOUNCE_KIND[n.bounce.bounceType ?? ''];
    if (!kind) return [];
    return (n.bounce.bouncedRecipients ?? []).flatMap((r, i) =>
      r.emailAddress
        ? [
            {
              ...event(r.emailAddress, kind, i, r.diagnosticCode ?? r.status),
              occurredAt: at(n.bounce!.timestamp),
            },
          ]
        : [],
    );
  }
  if (type === 'Complaint' && n.complaint) {
    return (n.complaint.complainedRecipients ?? []).flatMap((r, i) =>
      r.emailAddress
        ? [
            {
              ...event(r.emailAddress, 'complaint', i, n.complaint!.complaintFeedbackType),
              occurredAt: at(n.complaint!.timestamp),
            },
          ]
        : [],
    );
  }
  if (type === 'Delivery' && n.delivery) {
    return (n.delivery.recipients ?? []).map((email, i) => ({
      ...event(email, 'delivered', i),
      occurredAt: at(n.delivery!.timestamp),
    }));
  }
  return [];
}
