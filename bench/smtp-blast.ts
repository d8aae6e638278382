// The SMTP ceiling's sender, in its own process like the app: nodemailer with a pooled transport
// of BLAST_CONNECTIONS connections sends BLAST_COUNT messages to BLAST_URL at once. By default
// nodemailer composes each message (what a plain nodemailer sender pays); BLAST_RAW=1 composes
// one message once and sends its bytes to every address, so the rate is the sink's and the SMTP
// exchange's alone: the stricter reference for the product, which builds its own raw messages.
// BLAST_RAW=lanes sends those bytes through the product's own SMTP lanes (smtp-lane.ts) instead,
// each final dot with no record to wait for: the sink's ceiling (what it takes from a sender that
// does no work per message; nodemailer's pooled transport is bound by its own CPU well below it).
// BLAST_BYTES: the message's text grows until the composed message is at least that long (the
// sink's work grows with the bytes it reads, so the reference sends what the product sends).
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { smtpLanes } from '../apps/server/src/modules/sendouts/smtp-lane';

const url = process.env.BLAST_URL!;
const count = Number(process.env.BLAST_COUNT ?? 1000);
const connections = Number(process.env.BLAST_CONNECTIONS ?? 4);
const mode = process.env.BLAST_RAW ?? '0';
const raw = mode !== '0';
const size = Number(process.env.BLAST_BYTES ?? 0);

const transport = nodemailer.createTransport({
  url,
  pool: true,
  maxConnections: connections,
  maxMessages: Infinity,
});
// A post mail's text: 2.4 KB composed, padded to BLAST_BYTES below.
let text = `瀬戸内だより：しまなみ海道の島々から、季節の便りをお届けします。\n${'レモンの香る港町。'.repeat(20)}`;
const from = '瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>';
const message = (i: number) => ({
  from,
  to: `m${i}@example.jp`,
  subject: `瀬戸内だより 第${i}号`,
  text,
  html: `<p>${text}</p>`,
});
const composed = () => new MailComposer(message(0)).compile().build();
while ((await composed()).length < size) text += '島の坂道。';
const bytes = raw ? await composed() : undefined;
if (mode === 'lanes') {
  const open = smtpLanes(url);
  let taken = 0;
  const lane = async () => {
    const smtp = open();
    const accepted: Array<Promise<void>> = [];
    for (let i = taken++; i < count; i = taken++) {
      const sent = smtp.send({
        from: 'no-reply@setouchi-fanclub.jp',
        to: `m${i}@example.jp`,
        message: bytes!,
        gate: Promise.resolve(),
      });
      accepted.push(sent.accepted);
      await sent.ended;
    }
    await Promise.all(accepted);
    smtp.close();
  };
  await Promise.all(Array.from({ length: connections }, lane));
  process.exit(0);
}
// Queued a slice at a time, so 100,000 messages do not sit in memory at once.
const QUEUED = connections * 64;
let next = 0;
const send = async () => {
  for (let i = next++; i < count; i = next++)
    await transport.sendMail(
      bytes
        ? {
            envelope: { from: 'no-reply@setouchi-fanclub.jp', to: [`m${i}@example.jp`] },
            raw: bytes,
          }
        : message(i),
    );
};
await Promise.all(Array.from({ length: QUEUED }, send));
transport.close();
