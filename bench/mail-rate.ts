// The mail part of npm run bench:mail: for each segment size (5,000 and 100,000 by default), the
// SMTP sink's ceiling for that many messages, then one real batch to that many members through
// the product, with the server's resident memory around it; then the request of a "now" batch
// for every member (stopped, not sent). Ceilings: nodemailer composing each message (the first
// size only, the earlier reference) and raw (one message composed once, its bytes sent to every
// address: the sink's and SMTP's own pace, and the reference the product is held to).
import { type Session, startChild } from './harness';
import { measureNowPost, measureSendout, type NowPostRun, type SendoutRun } from './mail-sendout';
import type { MailSegment } from './mail-seed';
import { type SinkWindow, type SmtpSink, sinkRate } from './smtp-sink';

const fmt = (n: number) => n.toLocaleString('en-US');
/**
 * The bytes of one of the product's mails in this bench (its post, rendered for a member: 3,072
 * to 3,076): the ceiling's message is made as long, so the sink reads as much per message in
 * both. Each row prints its messages' average size, which shows when the two drift apart.
 */
const PRODUCT_MAIL_BYTES = 3072;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const perMail = (w: SinkWindow) => Math.round(w.bytes / Math.max(1, w.count));
const seconds = (w: SinkWindow) => Number(((w.lastAt - w.firstAt) / 1000).toFixed(2));

async function ceiling(sink: SmtpSink, count: number, connections: string, raw: boolean) {
  sink.reset();
  const blast = startChild('bench/smtp-blast.ts', {
    BLAST_URL: sink.url,
    BLAST_COUNT: String(count),
    BLAST_CONNECTIONS: connections,
    BLAST_RAW: raw ? '1' : '0',
    BLAST_BYTES: String(PRODUCT_MAIL_BYTES),
  });
  await new Promise((resolve) => blast.process.once('exit', resolve));
  const window = sink.window();
  if (window.count !== count) throw new Error(`ceiling: the sink got ${window.count} of ${count}`);
  return { window, rate: sinkRate(window) };
}

export type SizeRun = {
  recipients: number;
  ceiling: { mails: number; seconds: number; perSecond: number; bytesPerMail: number };
  product: SendoutRun & { perSecond: number; ratioToCeiling: number; bytesPerMail: number };
};

export type MailRun = {
  composedCeiling: { mails: number; seconds: number; perSecond: number };
  sizes: SizeRun[];
  nowPost: NowPostRun & { members: number };
};

export async function measureMail(options: {
  sink: SmtpSink;
  session: Session;
  appUrl: string;
  segments: MailSegment[];
  members: number;
  connections: string;
  nowSamples: number;
}): Promise<MailRun> {
  const { sink, connections } = options;
  const row = (name: string, w: SinkWindow, rate: number, ratio: string) =>
    console.log(
      `${name.padEnd(48)} ${fmt(w.count).padStart(7)} ${fmt(perMail(w)).padStart(7)} ${seconds(w).toFixed(2).padStart(8)} s ${fmt(Math.round(rate)).padStart(7)} ${ratio.padStart(7)}`,
    );
  console.log(
    `\nMail rate (SMTP sink in the bench process; ${connections} connections; SENDOUT_RATE=0; ratio to the raw ceiling of the same count)`,
  );
  console.log(
    `${''.padEnd(48)} ${'mails'.padStart(7)} ${'bytes'.padStart(7)} ${'first→last'.padStart(10)} ${'mails/s'.padStart(7)} ${'ratio'.padStart(7)}`,
  );
  const first = options.segments[0]!.segmentSize;
  const composed = await ceiling(sink, first, connections, false);
  row(`SMTP ceiling, nodemailer composing, ${fmt(first)}`, composed.window, composed.rate, '');
  const sizes: SizeRun[] = [];
  for (const segment of options.segments) {
    const n = segment.segmentSize;
    const raw = await ceiling(sink, n, connections, true);
    row(`SMTP ceiling, raw, ${fmt(n)}`, raw.window, raw.rate, '1.000');
    const run = await measureSendout({
      session: options.session,
      appUrl: options.appUrl,
      sink,
      segmentId: segment.segmentId,
      recipients: n,
    });
    const rate = sinkRate(run.window);
    const ratio = rate / raw.rate;
    row(`product batch #${run.batchId}, ${fmt(n)} recipients`, run.window, rate, ratio.toFixed(3));
    console.log(
      `  POST → completed ${run.totalSeconds.toFixed(2)} s, status ${run.status}, sent ${fmt(run.sent)}, failed ${fmt(run.failed)}; ` +
        `server RSS ${mb(run.rss.before)} → ${mb(run.rss.after)} MB (peak ${mb(run.rss.peak)}; growth ${mb(run.rss.after - run.rss.before)} MB, at the peak ${mb(run.rss.peak - run.rss.before)} MB)`,
    );
    sizes.push({
      recipients: n,
      ceiling: {
        mails: n,
        seconds: seconds(raw.window),
        perSecond: Math.round(raw.rate),
        bytesPerMail: perMail(raw.window),
      },
      product: {
        ...run,
        perSecond: Math.round(rate),
        ratioToCeiling: Number(ratio.toFixed(3)),
        bytesPerMail: perMail(run.window),
      },
    });
  }
  const now = await measureNowPost({
    session: options.session,
    appUrl: options.appUrl,
    samples: options.nowSamples,
  });
  console.log(
    `"now" batch for all ${fmt(options.members)} members (${fmt(now.recipients)} recipients): POST ${now.postMs.map((ms) => `${ms} ms`).join(', ')}; ` +
      `the job's snapshot done ${now.snapshotSeconds.toFixed(1)} s after the first POST; each batch then stopped through a bench-only route`,
  );
  return {
    composedCeiling: {
      mails: first,
      seconds: seconds(composed.window),
      perSecond: Math.round(composed.rate),
    },
    sizes,
    nowPost: { ...now, members: options.members },
  };
}
