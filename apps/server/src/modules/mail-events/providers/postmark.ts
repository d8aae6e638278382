// Postmark's bounce, spam complaint and delivery webhooks: the webhook's URL carries a user and
// password (HTTP basic auth, compared in constant time); each call is one record.
import type { MailEvent, MailEventKind } from '../../suppression/events';
import { safeEqual } from '../../../lib/tokens';

/** Whether the Authorization header carries the configured user and password. */
export function postmarkAuthorized(
  header: string | undefined,
  login: { user: string; password: string },
): boolean {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!, 'base64').toString('utf8');
  // Both compared whatever the first answered, so the time tells nothing about either.
  const sameUser = safeEqual(given.split(':')[0] ?? '', login.user);
  const samePassword = safeEqual(given.slice(given.indexOf(':') + 1), login.password);
  return given.includes(':') && sameUser && samePassword;
}

/** Postmark's bounce types (its documented list) that say something about the address. */
const BOUNCE_KIND: Record<string, MailEventKind> = {
  HardBounce: 'hard_bounce',
  BadEmailAddress: 'hard_bounce',
  SoftBounce: 'soft_bounce',
  Transient: 'soft_bounce',
  DnsError: 'soft_bounce',
  Blocked: 'soft_bounce',
  SpamComplaint: 'complaint',
};

type PostmarkRecord = {
  RecordType?: string;
  ID?: number;
  Type?: string;
  MessageID?: string;
  Email?: string;
  Recipient?: string;
  Description?: string;
  Details?: string;
  BouncedAt?: string;
  DeliveredAt?: string;
};

export function postmarkEvents(body: unknown): MailEvent[] {
  if (!body || typeof body !== 'object') return [];
  const r = body as PostmarkRecord;
  if (r.RecordType === 'Delivery' && typeof r.Recipient === 'string') {
    return [
      {
        email: r.Recipient,
        kind: 'delivered',
        source: 'postmark',
        eventId: r.MessageID ? `delivery:${r.MessageID}:${r.Recipient}` : null,
        detail: r.Details ?? null,
        occurredAt: r.DeliveredAt ? new Date(r.DeliveredAt) : undefined,
      },
    ];
  }
  if (r.RecordType !== 'Bounce' && r.RecordType !== 'SpamComplaint') return [];
  const kind = BOUNCE_KIND[r.Type ?? ''];
  if (!kind || typeof r.Email !== 'string') return [];
  return [
    {
      email: r.Email,
      kind,
      source: 'postmark',
      eventId: r.ID !== undefined ? `bounce:${r.ID}` : null,
      detail: [r.Type, r.Details ?? r.Description].filter(Boolean).join(': '),
      occurredAt: r.BouncedAt ? new Date(r.BouncedAt) : undefined,
    },
  ];
}
