// A mail of the outbox as admins read it.
import type { OutboxMessage } from '@fanclub/contract/admin';
import type { MailRow } from '../../db/schema/index';

export function presentMail(row: MailRow): OutboxMessage {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    language: row.language,
    // 'sending' is an internal claim; to a reader it is still on its way.
    status: row.status === 'sending' ? 'pending' : (row.status as OutboxMessage['status']),
    text: row.textBody,
    html: row.htmlBody,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
