// SendGrid's event webhook: the batch of events is signed with SendGrid's ECDSA key over the
// timestamp header and the raw body (checked with SendGrid's own @sendgrid/eventwebhook), then
// bounce (type bounce → hard, blocked → soft), dropped (for a bounced or invalid address → hard,
// a spam-reporting one → complaint), spamreport → complaint and delivered become events.
import { EventWebhook } from '@sendgrid/eventwebhook';
import type { MailEvent, MailEventKind } from '../../suppression/events';
import { refFromMessageId } from '../refs';

export const SENDGRID_SIGNATURE = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP = 'x-twilio-email-event-webhook-timestamp';

/** The key as SendGrid shows it (base64 DER), or as PEM. */
function asPem(key: string): string {
  if (key.includes('-----BEGIN')) return key;
  const body = key.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`;
}

export type SendgridVerifier = (
  rawBody: string,
  signature: string | undefined,
  timestamp: string | undefined,
) => boolean;

export function sendgridVerifier(publicKey: string): SendgridVerifier {
  const webhook = new EventWebhook();
  const key = webhook.convertPublicKeyToECDSA(asPem(publicKey));
  return (rawBody, signature, timestamp) => {
    if (!signature || !timestamp) return false;
    try {
      return webhook.verifySignature(key, rawBody, signature, timestamp);
    } catch {
      return false;
    }
  };
}

type SendgridEvent = {
  email?: string;
  event?: string;
  type?: string;
  reason?: string;
  status?: string;
  response?: string;
  timestamp?: number;
  sg_event_id?: string;
  'smtp-id'?: string;
};

function kindOf(e: SendgridEvent): MailEventKind | undefined {
  switch (e.event) {
    case 'bounce':
      return e.type === 'blocked' ? 'soft_bounce' : 'hard_bounce';
    case 'dropped':
      if (/spam/i.test(e.reason ?? '')) return 'complaint';
      return /bounce|invalid/i.test(e.reason ?? '') ? 'hard_bounce' : undefined;
    case 'spamreport':
      return 'complaint';
    case 'delivered':
      return 'delivered';
    default:
      return undefined;
  }
}

/** The events of one webhook call (a JSON array); anything else in it is left out. */
export function sendgridEvents(body: unknown): MailEvent[] {
  if (!Array.isArray(body)) return [];
  return (body as SendgridEvent[]).flatMap((e): MailEvent[] => {
    const kind = e && typeof e === 'object' ? kindOf(e) : undefined;
    if (!kind || typeof e.email !== 'string') return [];
    return [
      {
        email: e.email,
        kind,
        source: 'sendgrid',
        // SendGrid keeps the Message-ID the product wrote as smtp-id.
        ...refFromMessageId(e['smtp-id']),
        eventId: e.sg_event_id ?? null,
        detail: [e.status, e.reason ?? e.response].filter(Boolean).join(' ') || null,
        occurredAt: typeof e.timestamp === 'number' ? new Date(e.timestamp * 1000) : undefined,
      },
    ];
  });
}
