// The senders the mail bench compares the product with, each in its own process like the app:
// BLAST_COUNT messages to BLAST_URL over BLAST_CONNECTIONS connections at once.
// - BLAST_RAW=0: nodemailer's pooled transport composing each message (what a plain nodemailer
//   sender pays; the earliest reference).
// - BLAST_RAW=1: the same transport sending one message composed once, its bytes to every
//   address: the reference the product is held to. It is bound by its own CPU, well below what
//   the sink takes.
// BLAST_BYTES: the message's text grows until the composed message is at least that long (the
// sink's work grows with the bytes it reads, so the senders send what the product sends).
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

const url = process.env.BLAST_URL!;
const count = Number(process.env.BLAST_COUNT ?? 1000);
const connections = Number(process.env.BLAST_CONNECTIONS ?? 4);
const mode = process.env.BLAST_RAW ?? '0';
const size = Number(process.env.BLAST_BYTES ?? 0);
const envelopeFrom = 'no-reply@setouchi-fanclub.jp';

// A post mail's text: 2.4 KB composed, padded to BLAST_BYTES below.
let text = `瀬戸内だより：しまなみ海道の島々から、季節の便りをお届けします。\n${'レモンの香る港町。'.repeat(20)}`;
const from = `瀬戸内ファンクラブ <${envelopeFrom}>`;
const message = (i: number) => ({
  from,
  to: `m${i}@example.jp`,
  subject: `瀬戸内だより 第${i}号`,
  text,
  html: `<p>${text}</p>`,
});
const composed = () => new MailComposer(message(0)).compile().build();
while ((await composed()).length < size) text += '島の坂道。';

/** nodemailer's pooled transport: the bytes as they are, or each message composed. */
async function viaNodemailer(bytes: Buffer | undefined) {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    maxMessages: Infinity,
  });
  // Queued a slice at a time, so 100,000 messages do not sit in memory at once.
  const QUEUED = connections * 64;
  let next = 0;
  const send = async () => {
    for (let i = next++; i < count; i = next++)
      await transport.sendMail(
        bytes
          ? { envelope: { from: envelopeFrom, to: [`m${i}@example.jp`] }, raw: bytes }
          : message(i),
      );
  };
  await Promise.all(Array.from({ length: QUEUED }, send));
  transport.close();
}

await viaNodemailer(mode === '1' ? await composed() : undefined);
