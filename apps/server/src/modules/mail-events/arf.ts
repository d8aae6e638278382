// Feedback reports (ARF, RFC 5965): Feedback-Type abuse (and fraud, which a receiver files for
// mail it calls a scam) is a complaint by the recipient. The recipient is Original-Rcpt-To, or
// the original message's To when the receiver left that field out.
import { addressIn, fieldsOf, type Report } from './report-parts';

const COMPLAINTS = ['abuse', 'fraud'];

export type Feedback = {
  /** The recipient, when the receiver did not redact it. */
  email: string | undefined;
  /** The envelope sender of the reported mail (the VERP return path), when given. */
  mailFrom: string | undefined;
  detail: string;
};

export function feedbackOf(report: Report): Feedback | undefined {
  if (report.reportType !== 'feedback-report') return undefined;
  const part = report.parts.find((p) => p.contentType === 'message/feedback-report');
  if (!part) return undefined;
  const fields = fieldsOf(part.body);
  const type = (fields.get('feedback-type') ?? '').toLowerCase();
  if (!COMPLAINTS.includes(type)) return undefined;
  return {
    email: addressIn(fields.get('original-rcpt-to')),
    mailFrom: addressIn(fields.get('original-mail-from')),
    detail: `feedback-type: ${type}`,
  };
}
