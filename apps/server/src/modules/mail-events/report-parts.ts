// The parts of a report mail (multipart/report, RFC 6522): mailparser reads the mail's own
// headers, but folds the machine-readable parts (message/delivery-status, message/feedback-report)
// into its text, so the report's top-level parts are split here, each with its headers and its
// decoded body, and their "header-like" field groups read as RFC 3464 and RFC 5965 write them.
import { type ParsedMail, simpleParser } from 'mailparser';

export type ReportPart = { contentType: string; body: string };
export type Report = {
  mail: ParsedMail;
  /** delivery-status or feedback-report; undefined: not a report. */
  reportType: string | undefined;
  parts: ReportPart[];
  /** The addresses the report was delivered to (To, Delivered-To, X-Original-To). */
  deliveredTo: string[];
};

/** Header fields, unfolded, keys in lower case; the first of a repeated field wins. */
export function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    const key = line.slice(0, at).trim().toLowerCase();
    if (!fields.has(key)) fields.set(key, line.slice(at + 1).trim());
  }
  return fields;
}

/** A report body's groups of fields, split at blank lines (the first is per message). */
export function fieldGroups(body: string): Array<Map<string, string>> {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map(fieldsOf)
    .filter((group) => group.size > 0);
}

function split(raw: string, boundary: string): ReportPart[] {
  const delimiter = `--${boundary}`;
  const chunks = raw.split(delimiter).slice(1);
  const parts: ReportPart[] = [];
  for (const chunk of chunks) {
    if (chunk.startsWith('--')) break;
    const body = chunk.replace(/^[ \t]*\r?\n/, '');
    const end = body.search(/\r?\n\r?\n/);
    const head = fieldsOf(end < 0 ? body : body.slice(0, end));
    let content = end < 0 ? '' : body.slice(end).replace(/^\r?\n\r?\n/, '');
    if (/^base64$/i.test(head.get('content-transfer-encoding') ?? ''))
      content = Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    const contentType = (head.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
    parts.push({ contentType: contentType.toLowerCase(), body: content });
  }
  return parts;
}

const ADDRESS_HEADERS = ['to', 'delivered-to', 'x-original-to'];

export async function readReport(raw: Buffer): Promise<Report> {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextLinks: true });
  const type = mail.headers.get('content-type') as
    { value?: string; params?: Record<string, string> } | undefined;
  const deliveredTo = mail.headerLines
    .filter((h) => ADDRESS_HEADERS.includes(h.key))
    .flatMap((h) => h.line.slice(h.line.indexOf(':') + 1).match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? []);
  const isReport = type?.value === 'multipart/report' && type.params?.boundary;
  return {
    mail,
    reportType: isReport ? type.params?.['report-type']?.toLowerCase() : undefined,
    parts: isReport ? split(raw.toString('utf8'), type.params!.boundary!) : [],
    deliveredTo,
  };
}

/** The original message a report quotes (message/rfc822 or its headers alone). */
export async function originalOf(
  report: Report,
): Promise<{ messageId?: string; to: string[] } | undefined> {
  const part = report.parts.find((p) =>
    ['message/rfc822', 'text/rfc822-headers', 'message/global-headers'].includes(p.contentType),
  );
  if (!part) return undefined;
  const original = await simpleParser(part.body, { skipHtmlToText: true, skipTextLinks: true });
  const to = [original.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .flatMap((a) => (a.address ? [a.address] : []));
  return { messageId: original.messageId, to };
}

/** The address of an RFC 3464 / 5965 recipient field: `rfc822; a@b` or `<a@b>`. */
export function addressIn(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const address = value
    .replace(/^\s*rfc822\s*;/i, '')
    .trim()
    .replace(/^<|>$/g, '');
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : undefined;
}
