// The SMTP ceiling's sender, in its own process like the app: nodemailer with a pooled transport
// of BLAST_CONNECTIONS connections sends BLAST_COUNT small messages to BLAST_URL at once.
import nodemailer from 'nodemailer';

const url = process.env.BLAST_URL!;
const count = Number(process.env.BLAST_COUNT ?? 1000);
const connections = Number(process.env.BLAST_CONNECTIONS ?? 4);

const transport = nodemailer.createTransport({
  url,
  pool: true,
  maxConnections: connections,
  maxMessages: Infinity,
});
// A message about the size of a post mail: a subject, a short text and HTML part.
const text = `瀬戸内だより：しまなみ海道の島々から、季節の便りをお届けします。\n${'レモンの香る港町。'.repeat(20)}`;
await Promise.all(
  Array.from({ length: count }, (_, i) =>
    transport.sendMail({
      from: '瀬戸内ファンクラブ <no-reply@setouchi-fanclub.jp>',
      to: `m${i}@example.jp`,
      subject: `瀬戸内だより 第${i}号`,
      text,
      html: `<p>${text}</p>`,
    }),
  ),
);
transport.close();
