// What the product learns about a mail after the relay took it, whichever way it arrives: the
// relay's own refusal at RCPT, a provider's webhook, or a report in the bounce mailbox. Every path
// turns what it read into these events and hands them to `recordMailEvents` (record.ts), which
// alone applies the suppression rules.

export type MailEventKind = 'delivered' | 'hard_bounce' | 'soft_bounce' | 'complaint';

/** Where the event came from: the relay's answer while sending, a provider's webhook, the mailbox. */
export type MailEventSource = 'smtp' | 'ses' | 'sendgrid' | 'postmark' | 'mailbox';

export type MailEvent = {
  /** The recipient's address as the mail was sent to it. */
  email: string;
  kind: MailEventKind;
  source: MailEventSource;
  /** The sendout batch the mail belonged to, when known (VERP return path or Message-ID). */
  batchId?: number | null;
  /** The member the mail went to, when known. */
  userId?: number | null;
  /** The provider's id of this event, so a webhook delivered twice is counted once. */
  eventId?: string | null;
  /** The status or diagnostic the report gave (e.g. `5.1.1 user unknown`), for the admin. */
  detail?: string | null;
  occurredAt?: Date;
};
