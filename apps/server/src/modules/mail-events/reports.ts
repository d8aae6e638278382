// A mail in the bounce mailbox → the events it reports: a DSN's recipients or an ARF complaint,
// tied to the mail they are about by the VERP address the report came back to (or that the
// feedback report names as the original envelope sender), else by the quoted Message-ID.
import { createHash } from 'node:crypto';
import type { MailEvent } from '../suppression/events';
import { feedbackOf } from './arf';
import { dsnRecipients } from './dsn';
import { refFromMessageId, refFromVerp, type RefReader } from './refs';
import { originalOf, readReport } from './report-parts';

/** An event whose address may still be missing (a receiver that redacts it in its ARF). */
export type ReportedEvent = Omit<MailEvent, 'email'> & { email: string | undefined };

export type MailboxReading = { isReport: boolean; events: ReportedEvent[] };

export async function readMailboxMessage(raw: Buffer, readRef: RefReader): Promise<MailboxReading> {
  const report = await readReport(raw);
  if (!report.reportType) return { isReport: false, events: [] };
  const original = await originalOf(report);
  const feedback = feedbackOf(report);
  const verp = [...(feedback?.mailFrom ? [feedback.mailFrom] : []), ...report.deliveredTo]
    .map((address) => refFromVerp(readRef, address))
    .find(Boolean);
  const ref = verp ?? refFromMessageId(original?.messageId);
  const id = report.mail.messageId ?? createHash('sha256').update(raw).digest('hex');
  const common = {
    source: 'mailbox' as const,
    ...ref,
    occurredAt: report.mail.date ?? undefined,
  };
  if (feedback) {
    const email = feedback.email ?? original?.to[0];
    return {
      isReport: true,
      events: [
        { ...common, email, kind: 'complaint', eventId: `${id}:0`, detail: feedback.detail },
      ],
    };
  }
  const recipients = dsnRecipients(report);
  return {
    isReport: report.reportType === 'delivery-status' || report.reportType === 'feedback-report',
    events: recipients.map((r, i) => ({
      ...common,
      email: r.email,
      kind: r.kind,
      eventId: `${id}:${i}`,
      detail: r.detail,
    })),
  };
}
