// One real sendout batch through the product's HTTP API, timed by the SMTP sink: a published post
// with Japanese and English mail to a segment of M members, sent now by the admin, polled until done.
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { BatchCheck, SendoutBatch } from '@fanclub/contract/sendouts';
import { type Session, call } from './harness';
import type { SinkWindow, SmtpSink } from './smtp-sink';

export type SendoutRun = {
  batchId: number;
  status: string;
  sent: number;
  failed: number;
  /** The sink's own first and last message of the batch. */
  window: SinkWindow;
  /** From the request that started the batch until the API reports it done. */
  totalSeconds: number;
  /** The server's resident memory (bytes) before the request, highest while sending, after. */
  rss: { before: number; peak: number; after: number };
};

/** The server child's resident memory, from its bench-only route. */
export async function serverRss(appUrl: string): Promise<number> {
  const res = await fetch(`${appUrl}/__bench/memory`);
  const memory = (await res.json()) as NodeJS.MemoryUsage;
  if (process.env.BENCH_MEMORY_DEBUG) console.error(JSON.stringify(memory));
  return memory.rss;
}

const mail = {
  ja: {
    subject: '{{nick_name}}さん、瀬戸内だより最新号です',
    body: '<p>{{last_name}} {{first_name}} 様</p><p>しまなみ海道の島々から、季節の便りをお届けします。</p>',
  },
  en: {
    subject: '{{nick_name}}, the latest Setouchi letter',
    body: '<p>Dear {{first_name}} {{last_name}},</p><p>News from the islands of the Shimanami Kaido.</p>',
  },
};

/** `YYYY-MM-DD HH:mm` in Japan time, a year from now: the post's own mail waits that long. */
function aYearFromNow(): string {
  return formatJapanTime(new Date(Date.now() + 365 * 24 * 3600_000));
}

/**
 * Saving a published post with mail queues its automatic batch at the mail schedule; a year ahead
 * it stays queued (and goes with the database), so the one batch that runs is the admin's
 * "send now" from the post's page, started by the timed request.
 */
async function createMailPost(
  session: Session,
  appUrl: string,
  audience: unknown,
): Promise<number> {
  const { id } = await call<{ id: number }>(session, 'POST', `${appUrl}/api/posts`, {
    title: '瀬戸内だより（ベンチマーク）',
    contents: '<p>しまなみ海道の島々から、季節の便りをお届けします。</p>',
    audience,
    mail,
    mailScheduledAt: aYearFromNow(),
    status: 'published',
  });
  return id;
}

export async function measureSendout(options: {
  session: Session;
  appUrl: string;
  sink: SmtpSink;
  segmentId: number;
  recipients: number;
}): Promise<SendoutRun> {
  const { session, appUrl, sink } = options;
  const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    call<T>(session, method, `${appUrl}${path}`, body);
  const id = await createMailPost(session, appUrl, {
    type: 'custom',
    segments: { include: [options.segmentId] },
  });
  const check = await api<BatchCheck>('GET', '/api/admin/batch/check');
  if (check.busy) throw new Error(`a batch is already running: ${JSON.stringify(check.running)}`);

  const rss = { before: await serverRss(appUrl), peak: 0, after: 0 };
  sink.reset();
  const started = performance.now();
  const created = await api<SendoutBatch>('POST', `/api/admin/posts/${id}/sendouts`, {
    sendMode: 'now',
    type: 'invitation',
  });
  if (created.recipients !== options.recipients)
    throw new Error(
      `batch ${created.id}: ${created.recipients} recipients, expected ${options.recipients}`,
    );
  const deadline = started + Math.max(120_000, options.recipients * 50);
  for (;;) {
    const history = await api<SendoutBatch[]>('GET', `/api/admin/posts/${id}/sending-history`);
    const others = history.filter((b) => b.id !== created.id && b.status !== 'schedule');
    if (others.length) throw new Error(`another batch ran: ${JSON.stringify(others)}`);
    const batch = history.find((b) => b.id === created.id);
    rss.peak = Math.max(rss.peak, await serverRss(appUrl));
    if (batch && (batch.status === 'completed' || batch.status === 'fail')) {
      const window = sink.window();
      const totalSeconds = (performance.now() - started) / 1000;
      rss.after = await serverRss(appUrl);
      return {
        batchId: batch.id,
        status: batch.status,
        sent: batch.sent,
        failed: batch.failed,
        window,
        totalSeconds,
        rss,
      };
    }
    if (performance.now() > deadline)
      throw new Error(`batch ${created.id} not done: ${JSON.stringify(batch)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type NowPostRun = {
  /** Each request's time (ms), the first one cold. */
  postMs: number[];
  recipients: number;
  /** From the first request until the engine's job had taken the snapshot. */
  snapshotSeconds: number;
};

/**
 * The request of a "now" batch for every member: timed, then the batch is stopped through the
 * bench-only route (it is not sent). The first batch is left running until the job's snapshot
 * is taken, to time that too; the others are stopped at once.
 */
export async function measureNowPost(options: {
  session: Session;
  appUrl: string;
  samples: number;
}): Promise<NowPostRun> {
  const { session, appUrl } = options;
  const id = await createMailPost(session, appUrl, { type: 'all' });
  const postMs: number[] = [];
  let recipients = 0;
  let snapshotSeconds = 0;
  for (let i = 0; i < options.samples; i += 1) {
    const started = performance.now();
    const created = await call<SendoutBatch>(
      session,
      'POST',
      `${appUrl}/api/admin/posts/${id}/sendouts`,
      { sendMode: 'now', type: 'invitation' },
    );
    postMs.push(Number((performance.now() - started).toFixed(1)));
    recipients = created.recipients;
    if (i === 0) {
      for (;;) {
        const res = await fetch(`${appUrl}/__bench/batch/${created.id}`);
        const state = (await res.json()) as { snapshotDue: boolean; status: string };
        if (!state.snapshotDue) break;
        if (performance.now() - started > 600_000) throw new Error('snapshot not taken');
        await new Promise((r) => setTimeout(r, 100));
      }
      snapshotSeconds = (performance.now() - started) / 1000;
    }
    await fetch(`${appUrl}/__bench/abort/${created.id}`);
  }
  return { postMs, recipients, snapshotSeconds };
}
