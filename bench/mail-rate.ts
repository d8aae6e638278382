// The mail part of npm run bench:mail: for each segment size (5,000 and 100,000 by default), a
// sender with no work per message sends that many to the SMTP sink, then one real batch to that
// many members goes through the product, with the server's resident memory around it; then the
// request of a "now" batch for every member (stopped, not sent). The sender, sending one message
// composed once, as long as the product's, to every address, is the reference: nodemailer's pooled
// transport, as the product's batches use it, a plain Node sender's pace, bound by its own CPU.
// The first size also times nodemailer composing each message (the earliest reference).
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

/** How the reference's sender sends: nodemailer composing each message, or raw bytes. */
type BlastMode = 'composing' | 'raw';
const BLAST_RAW: Record<BlastMode, string> = { composing: '0', raw: '1' };

async function ceiling(sink: SmtpSink, count: number, connections: string, mode: BlastMode) {
  sink.reset();
  const blast = startChild('bench/smtp-blast.ts', {
    BLAST_URL: sink.url,
    BLAST_COUNT: String(count),
    BLAST_CONNECTIONS: connections,
    BLAST_RAW: BLAST_RAW[mode],
    BLAST_BYTES: String(PRODUCT_MAIL_BYTES),
  });
  await new Promise((resolve) => blast.process.once('exit', resolve));
  const window = sink.window();
  if (window.count !== count) throw new Error(`ceiling: the sink got ${window.count} of ${count}`);
  return { window, rate: sinkRate(window) };
}

type Measured = { mails: number; seconds: number; perSecond: number; bytesPerMail: number };

export type SizeRun = {
  recipients: number;
  /** The reference: nodemailer's pooled transport sending raw bytes. */
  ceiling: Measured;
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
  const row = (name: string, w: SinkWindow, rate: number, ratios: string[] = []) =>
    console.log(
      `${name.padEnd(53)} ${fmt(w.count).padStart(7)} ${fmt(perMail(w)).padStart(6)} ${seconds(w).toFixed(2).padStart(8)} s ${fmt(Math.round(rate)).padStart(7)} ${ratios.map((r) => r.padStart(7)).join(' ')}`,
    );
  console.log(
    `\nMail rate (SMTP sink in the bench process; ${connections} connections; SENDOUT_RATE=0; × the reference of the same count)`,
  );
  console.log(
    `${''.padEnd(53)} ${'mails'.padStart(7)} ${'bytes'.padStart(6)} ${'first→last'.padStart(10)} ${'mails/s'.padStart(7)} ${'× ref'.padStart(7)}`,
  );
  const first = options.segments[0]!.segmentSize;
  const composed = await ceiling(sink, first, connections, 'composing');
  row(`nodemailer pooled sender, composing, ${fmt(first)}`, composed.window, composed.rate);
  const sizes: SizeRun[] = [];
  for (const segment of options.segments) {
    const n = segment.segmentSize;
    const raw = await ceiling(sink, n, connections, 'raw');
    const ratios = (rate: number) => [(rate / raw.rate).toFixed(3)];
    row(
      `reference: nodemailer pooled sender, raw, ${fmt(n)}`,
      raw.window,
      raw.rate,
      ratios(raw.rate),
    );
    const run = await measureSendout({
      session: options.session,
      appUrl: options.appUrl,
      sink,
      segmentId: segment.segmentId,
      recipients: n,
    });
    const rate = sinkRate(run.window);
    row(`product batch #${run.batchId}, ${fmt(n)} recipients`, run.window, rate, ratios(rate));
    console.log(
      `  POST → completed ${run.totalSeconds.toFixed(2)} s, status ${run.status}, sent ${fmt(run.sent)}, failed ${fmt(run.failed)}; ` +
        `server RSS ${mb(run.rss.before)} → ${mb(run.rss.after)} MB (peak ${mb(run.rss.peak)}; growth ${mb(run.rss.after - run.rss.before)} MB, at the peak ${mb(run.rss.peak - run.rss.before)} MB)`,
    );
    const measured = (w: SinkWindow, perSecond: number) => ({
      mails: n,
      seconds: seconds(w),
      perSecond: Math.round(perSecond),
      bytesPerMail: perMail(w),
    });
    sizes.push({
      recipients: n,
      ceiling: measured(raw.window, raw.rate),
      product: {
        ...run,
        perSecond: Math.round(rate),
        ratioToCeiling: Number((rate / raw.rate).toFixed(3)),
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
