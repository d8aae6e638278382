// A sendout's message as nodemailer composes it. nodemailer's composer costs about a third of a
// millisecond a message (its streams), more than the rest of a mail's work together; so it composes
// a batch language's message once, with a stand-in where each recipient's value goes, and each
// recipient's message is that one with the stand-ins replaced by the values as nodemailer encodes
// them (header lines folded, parts in base64 lines, exactly as its composer writes them).
import { encode as base64 } from 'nodemailer/lib/base64';
import MailComposer from 'nodemailer/lib/mail-composer';
import MimeNode from 'nodemailer/lib/mime-node';
import { foldLines } from 'nodemailer/lib/mime-funcs';

export type MessageParts = {
  to: string;
  subject: string;
  messageId: string;
  unsubscribeUrl: string;
  text: string;
  html: string;
};

/** One recipient's message as raw bytes (the stand-ins of the template filled in). */
export type FillMessage = (parts: MessageParts, date?: Date) => Buffer;

const STAND_IN = {
  to: 'recipient@stand-in.invalid',
  subject: 'SUBJECT-STAND-IN',
  messageId: '<message-id@stand-in.invalid>',
  date: new Date(0),
  unsubscribeUrl: 'https://unsubscribe.stand-in.invalid/',
  // Nine bytes each: their base64 is a line of its own, never padded or wrapped.
  text: 'TEXT-BODY',
  html: 'HTML-BODY',
};

/**
 * A part's base64 in lines of 76 characters, as nodemailer's encoder writes it: sliced, where its
 * `wrap` runs a regular expression over the whole part at about twice the cost.
 */
function base64Lines(value: string): string {
  const encoded = Buffer.from(value, 'utf8').toString('base64');
  let lines = encoded.slice(0, 76);
  for (let at = 76; at < encoded.length; at += 76) lines += `\r\n${encoded.slice(at, at + 76)}`;
  return lines;
}

type Slot = 'to' | 'subject' | 'messageId' | 'date' | 'unsubscribeUrl' | 'text' | 'html';

/** Where each stand-in is in nodemailer's message: its header line, or its part's base64. */
function marks(composed: string): Array<[Slot, string]> {
  const line = (key: string, value: string) => `${key}: ${value}`;
  const date = STAND_IN.date.toUTCString().replace(/GMT/, '+0000');
  const found: Array<[Slot, string]> = [
    ['to', line('To', STAND_IN.to)],
    ['subject', line('Subject', STAND_IN.subject)],
    ['messageId', line('Message-ID', STAND_IN.messageId)],
    ['date', line('Date', date)],
    ['unsubscribeUrl', line('List-Unsubscribe', `<${STAND_IN.unsubscribeUrl}> (Unsubscribe)`)],
    ['text', base64(Buffer.from(STAND_IN.text))],
    ['html', base64(Buffer.from(STAND_IN.html))],
  ];
  for (const [slot, mark] of found)
    if (composed.split(mark).length !== 2)
      throw new Error(`nodemailer's message does not hold the ${slot} stand-in once`);
  return found;
}

/** Composes the template for one sender (`MAIL_FROM`); its pieces are joined per recipient. */
export async function messageTemplate(from: string): Promise<FillMessage> {
  const composed = (
    await new MailComposer({
      from,
      to: STAND_IN.to,
      subject: STAND_IN.subject,
      messageId: STAND_IN.messageId,
      date: STAND_IN.date,
      headers: {
        'List-Unsubscribe': `<${STAND_IN.unsubscribeUrl}> (Unsubscribe)`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      text: { content: STAND_IN.text, contentTransferEncoding: 'base64' },
      html: { content: STAND_IN.html, contentTransferEncoding: 'base64' },
    })
      .compile()
      .build()
  ).toString('latin1');
  // The template cut at each stand-in, in the order they appear.
  const found = marks(composed)
    .map(([slot, mark]) => ({ slot, mark, at: composed.indexOf(mark) }))
    .sort((a, b) => a.at - b.at);
  const literals: string[] = [];
  let at = 0;
  for (const f of found) {
    literals.push(composed.slice(at, f.at));
    at = f.at + f.mark.length;
  }
  literals.push(composed.slice(at));
  const slots = found.map((f) => f.slot);

  const node = new MimeNode();
  const header = (key: string, value: string | Date) =>
    foldLines(`${key}: ${node.encodeHeaderValue(key, value as string)}`, 76);
  /** The Date line, the same for every mail of a second. */
  let dated = { second: NaN, line: '' };
  const dateLine = (date: Date) => {
    const second = Math.floor(date.getTime() / 1000);
    if (dated.second !== second) dated = { second, line: header('Date', date) };
    return dated.line;
  };
  return (p, date = new Date()) => {
    const values: Record<Slot, string> = {
      to: header('To', p.to),
      subject: header('Subject', p.subject),
      messageId: header('Message-ID', p.messageId),
      date: dateLine(date),
      unsubscribeUrl: header('List-Unsubscribe', `<${p.unsubscribeUrl}> (Unsubscribe)`),
      text: base64Lines(p.text),
      html: base64Lines(p.html),
    };
    let message = literals[0]!;
    for (let i = 0; i < slots.length; i += 1) message += values[slots[i]!] + literals[i + 1]!;
    return Buffer.from(message, 'utf8');
  };
}
