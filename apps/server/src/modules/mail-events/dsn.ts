// Delivery status notifications (RFC 3464): each per-recipient group's Action and Status
// become an event: failed with a 5.x.x status → hard bounce, failed with 4.x.x or delayed → soft
// bounce, delivered → delivered; relayed and expanded say nothing about the address.
import type { MailEventKind } from '../suppression/events';
import { addressIn, fieldGroups, type Report } from './report-parts';

export type ReportedRecipient = { email: string; kind: MailEventKind; detail: string | null };

const DSN_PARTS = ['message/delivery-status', 'message/global-delivery-status'];

function kindOf(action: string, status: string): MailEventKind | undefined {
  if (action === 'failed') return status.startsWith('4') ? 'soft_bounce' : 'hard_bounce';
  if (action === 'delayed') return 'soft_bounce';
  if (action === 'delivered') return 'delivered';
  return undefined;
}

export function dsnRecipients(report: Report): ReportedRecipient[] {
  if (report.reportType !== 'delivery-status') return [];
  const part = report.parts.find((p) => DSN_PARTS.includes(p.contentType));
  if (!part) return [];
  // The first group is about the message (Reporting-MTA, Arrival-Date); the rest, a recipient each.
  return fieldGroups(part.body).flatMap((group) => {
    const email =
      addressIn(group.get('original-recipient')) ?? addressIn(group.get('final-recipient'));
    const action = (group.get('action') ?? '').toLowerCase().split(/\s/)[0]!;
    const status = (group.get('status') ?? '').trim();
    const kind = kindOf(action, status);
    if (!email || !kind) return [];
    const detail = group.get('diagnostic-code') ?? (status || null);
    return [{ email, kind, detail }];
  });
}
