// Every mail the API suites send is read back by a standard MIME parser (mailparser) and checked
// for the defects a mail client would trip on. Two doors cover every suite: the SMTP sink
// (smtp-sink.ts checks each mail it takes) and the outbox (useTestApp checks the mail_messages
// rows each test wrote, composed as the SMTP delivery would compose them). A defect fails the
// test that sent the mail (an afterEach in the suite's file).
import { gt } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { afterEach, expect } from 'vitest';
import type { Db } from '../src/db/client';
import { mailMessages } from '../src/db/schema/index';

/** Defects found since the last check, `to: what`. */
const found: string[] = [];

/** What is wrong with one raw message (empty when nothing is). */
export async function mimeDefects(raw: Buffer | string): Promise<string[]> {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  const text = bytes.toString('utf8');
  const defects: string[] = [];
  if (text.replace(/\r\n/g, '').match(/[\r\n]/)) defects.push('a bare CR or LF');
  if (text.split('\r\n').some((l) => l.length > 998)) defects.push('a line over 998 characters');
  const head = text.slice(0, text.indexOf('\r\n\r\n'));
  if ([...head].some((c) => c > '~')) defects.push('raw 8-bit characters in the header');
  let parsed;
  try {
    parsed = await simpleParser(bytes, { skipTextToHtml: true });
  } catch (error) {
    return [...defects, `not parsed: ${String(error)}`];
  }
  for (const name of ['from', 'to', 'subject', 'date', 'message-id'])
    if (!parsed.headers.has(name)) defects.push(`no ${name} header`);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const plain = parsed.text ?? '';
  if (!html) defects.push('no HTML part');
  if (!plain.trim()) defects.push('no text part');
  for (const [part, value] of [
    ['subject', parsed.subject ?? ''],
    ['text', plain],
    ['html', html],
  ] as const) {
    if (value.includes('\uFFFD')) defects.push(`undecodable bytes in the ${part}`);
    if (/\bundefined\b|\[object Object\]/.test(value)) defects.push(`"undefined" in the ${part}`);
  }
  // A mailbox has no site to resolve a path against, and an unfilled tag leads nowhere.
  for (const m of html.matchAll(/\shref="([^"]*)"/g)) {
    const href = (m[1] ?? '').replace(/&amp;/g, '&');
    if (!/^(https?:\/\/[^\s{}]+|mailto:[^\s{}]+)$/.test(href)) defects.push(`a link to "${href}"`);
  }
  for (const m of html.matchAll(/\ssrc="([^"]*)"/g))
    if (!/^https?:\/\//.test(m[1] ?? '')) defects.push(`an image at "${m[1]}"`);
  return defects;
}

/** Checks still running (the sink's), awaited before the defects are asserted. */
const pending = new Set<Promise<unknown>>();

/** Records the defects of one mail (the sink's side). */
export function checkRawMail(label: string, raw: Buffer | string): Promise<string[]> {
  const check = mimeDefects(raw).then((defects) => {
    found.push(...defects.map((d) => `${label}: ${d}`));
    return defects;
  });
  pending.add(check);
  void check.finally(() => pending.delete(check));
  return check;
}

const seen = new WeakMap<Db, number>();

/** Composes and checks the outbox rows written since the last call on this database. */
export async function checkOutbox(db: Db): Promise<void> {
  const after = seen.get(db) ?? 0;
  const rows = await db.select().from(mailMessages).where(gt(mailMessages.id, after));
  for (const row of rows) {
    seen.set(db, Math.max(seen.get(db) ?? 0, row.id));
    // An erased member's mails keep no body (data-rights/erasure.ts): nothing left to send.
    if (row.toAddress.endsWith('@invalid') && !row.htmlBody && !row.textBody) continue;
    const composed = await new MailComposer({
      from: 'Setouchi Fan Club <no-reply@example.com>',
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
    })
      .compile()
      .build();
    // Line ends as nodemailer's SMTP transport writes them (its CRLF stream).
    const raw = Buffer.from(composed.toString('utf8').replace(/\r?\n/g, '\r\n'), 'utf8');
    const parsed = await simpleParser(raw, { skipTextToHtml: true });
    const label = `outbox ${row.template} to ${row.toAddress}`;
    await checkRawMail(label, raw);
    // What the member reads is what was stored (no part lost or altered on the way).
    if (parsed.html !== row.htmlBody) found.push(`${label}: the HTML part changed in transit`);
    if ((parsed.text ?? '').trim() !== row.textBody.trim())
      found.push(`${label}: the text part changed in transit`);
  }
}

/** Fails the current test with the defects recorded since the last call. */
export async function assertNoMimeDefects(): Promise<void> {
  await Promise.all([...pending]);
  const defects = found.splice(0);
  expect(defects.join('\n'), 'MIME defects in mails this test sent').toBe('');
}

/** Registers the check after each test of the file that imports this (the sink's users). */
export function checkMailsAfterEachTest(db?: () => Db | undefined): void {
  afterEach(async () => {
    const current = db?.();
    if (current) await checkOutbox(current);
    await assertNoMimeDefects();
  });
}

/** Checks the mails written since the last check (set-up hooks, files without useTestApp),
 *  closes, then fails on their defects. */
export async function closeAfterMailCheck(db: Db, close: () => Promise<void>): Promise<void> {
  try {
    await checkOutbox(db);
  } finally {
    await close();
  }
  await assertNoMimeDefects();
}
