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
};

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
  const { id } = await api<{ id: number }>('POST', '/api/posts', {
    title: '瀬戸内だより（ベンチマーク）',
    contents: '<p>しまなみ海道の島々から、季節の便りをお届けします。</p>',
    audience: { type: 'custom', segments: { include: [options.segmentId] } },
    mail,
    mailScheduledAt: aYearFromNow(),
    status: 'published',
  });
  const check = await api<BatchCheck>('GET', '/api/admin/batch/check');
  if (check.busy) throw new Error(`a batch is already running: ${JSON.stringify(check.running)}`);

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
    if (batch && (batch.status === 'completed' || batch.status === 'fail')) {
      return {
        batchId: batch.id,
        status: batch.status,
        sent: batch.sent,
        failed: batch.failed,
        window: sink.window(),
        totalSeconds: (performance.now() - started) / 1000,
      };
    }
    if (performance.now() > deadline)
      throw new Error(`batch ${created.id} not done: ${JSON.stringify(batch)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
