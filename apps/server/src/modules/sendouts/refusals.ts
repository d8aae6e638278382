// The relay's refusal of a recipient at RCPT, turned into a mail event (suppression/record.ts
// applies the rules): a 5xx answer is a hard bounce at once; a 4xx one only counts, as a soft
// bounce, once the batch's tries for that recipient are used up. A refusal of the mail's data or
// a lost connection says nothing about the address.
import type { MailEvent } from '../suppression/events';

type SmtpError = { command?: string; responseCode?: number; response?: string; message?: string };

export function refusalEvent(
  batchId: number,
  recipient: { email: string; userId: number },
  error: unknown,
  final: boolean,
): MailEvent | undefined {
  const { command, responseCode, response, message } = (error ?? {}) as SmtpError;
  if (!final || command !== 'RCPT TO' || responseCode === undefined) return undefined;
  if (responseCode < 400) return undefined;
  return {
    email: recipient.email,
    kind: responseCode >= 500 ? 'hard_bounce' : 'soft_bounce',
    source: 'smtp',
    batchId,
    userId: recipient.userId,
    detail: String(response ?? message ?? responseCode).slice(0, 500),
  };
}
