// The SMTP ceiling's sender, in its own process like the app: nodemailer with a pooled transport
// of BLAST_CONNECTIONS connections sends BLAST_COUNT messages to BLAST_URL at once. By default
// nodemailer composes each message (what a plain nodemailer sender pays); BLAST_RAW=1 composes
// one message once and sends its bytes to every address, so the rate is the sink's and the SMTP
// exchange's alone: the stricter reference for the product, which builds its own raw messages.
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

const url = process.env.BLAST_URL!;
const count = Number(process.env.BLAST_COUNT ?? 1000);
const connections = Number(process.env.BLAST_CONNECTIONS ?? 4);
const raw = process.env.BLAST_RAW === '1';

const transport = nodemailer.createTransport({
  url,
  pool: true,
  maxConnections: connections,
  maxMessages: Infinity,
});
// A message about the size of a post mail (~2.3 KB; the product's is ~2.9 KB).
const text = `瀬戸内だより：しまなみ海道の島々から、季節の便りをお届けします。\n${'レモンの香る港町。'.repeat(20)}`;
const from = '瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>';
const message = (i: number) => ({
  from,
  to: `m${i}@example.jp`,
  subject: `瀬戸内だより 第${i}号`,
  text,
  html: `<p>${text}</p>`,
});
const bytes = raw ? await new MailComposer(message(0)).compile().build() : undefined;
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
