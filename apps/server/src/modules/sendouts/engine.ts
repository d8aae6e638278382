// The sendout worker: a durable job in the database. Each tick (jobs/index.ts) starts the
// earliest due scheduled batch when none is running (the database lets only one run, across
// every server process), snapshots a started batch's recipients, and sends the running one in
// pages at the configured rate (delivery.ts). Every recipient is claimed before its mail goes
// out and recorded sent right after, so a process that ends mid-batch is resumed by the next
// tick of any process: nobody recorded as sent is mailed again, nobody is skipped.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sendoutBatches, type SendoutBatchRow } from '../../db/schema/index';
import { createDelivery } from './delivery';
import {
  abortBatch,
  finishIfDone,
  MIN_FAILURES_TO_ABORT,
  startDueBatch,
  takeSnapshot,
  writtenLanguages,
} from './lifecycle';
import { prepareMail, type PreparedMail } from './render';
import { sourceStillOpen, trackedLinkTags } from './sources';

/**
 * `ask`, answered for each caller by a call that started after theirs: callers that come while
 * one is running share the next, so a check before every mail costs one query at a time.
 */
function freshAnswers<T>(ask: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const answer = ask();
    running = answer;
    const done = () => {
      if (running === answer) running = undefined;
    };
    answer.then(done, done);
    return answer;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

export type SendoutEngine = {
  /** Starts due batches and delivers the running one until nothing is left to do now. */
  tick(): Promise<void>;
  /** Asks for a tick soon (a batch was just created). */
  kick(): void;
  /** Stops claiming, lets mails in flight finish and be recorded, gives back unsent claims. */
  close(): Promise<void>;
};

type Deps = { db: Db; config: Config; log: FastifyBaseLogger };

export function createSendoutEngine({ db, config, log }: Deps): SendoutEngine {
  const settings = config.sendout;
  let running: Promise<void> | undefined;
  let again = false;
  let closing = false;
  const delivery = createDelivery({ db, config, log, closing: () => closing });

  const batchState = async (id: number) =>
    (
      await db
        .select({
          status: sendoutBatches.status,
          sent: sendoutBatches.sentCount,
          failed: sendoutBatches.failedCount,
        })
        .from(sendoutBatches)
        .where(eq(sendoutBatches.id, id))
    )[0];

  async function runBatch(batch: SendoutBatchRow) {
    // A batch started by a request (or a tick) has its recipients copied here, in the job.
    if (batch.snapshotDue) {
      const started = performance.now();
      if (await takeSnapshot(db, batch.id))
        log.info(
          { batchId: batch.id, ms: Math.round(performance.now() - started) },
          'batch recipients snapshotted',
        );
      if ((await batchState(batch.id))?.status !== 'in_progress') return;
    }
    const prepared = new Map<string, PreparedMail>();
    for (const language of writtenLanguages(batch))
      prepared.set(
        language,
        prepareMail({
          appUrl: config.appUrl,
          secret: config.secrets.session,
          language,
          content: batch.mail[language]!,
          consent: batch.consent,
          tracking: batch.id,
          linkTags: trackedLinkTags(batch, language),
        }),
      );
    // Before each mail: the source is still open (a campaign that filled up, closed or was
    // disabled mid-batch mails no one more, apart from the mails already on their way).
    const sourceOpen = freshAnswers(() => sourceStillOpen(db, batch));
    let sourceClosed = false;
    const mayMail = async () => {
      if (!sourceClosed && !(await sourceOpen())) sourceClosed = true;
      return !sourceClosed;
    };
    // Whether to claim another page: the batch still runs, its source is still open, failures
    // are few.
    const goOn = async () => {
      const state = await batchState(batch.id);
      if (state?.status !== 'in_progress') return false;
      if (!(await sourceStillOpen(db, batch))) {
        await abortBatch(db, batch.id, 'campaign not open');
        return false;
      }
      const processed = state.sent + state.failed;
      if (state.failed >= MIN_FAILURES_TO_ABORT && state.failed > processed * settings.failRatio) {
        await abortBatch(db, batch.id, 'too many delivery failures');
        log.error({ batchId: batch.id, failed: state.failed }, 'sendout batch failed');
        return false;
      }
      return true;
    };
    await delivery.deliverBatch(batch, prepared, { goOn, mayMail });
    if (sourceClosed) await abortBatch(db, batch.id, 'campaign not open');
    // Nothing claimable: done, or the rest is claimed by another process (or a dead one whose
    // lease has not run out yet; a later tick takes those).
    if (!closing && (await batchState(batch.id))?.status === 'in_progress')
      await finishIfDone(db, batch.id, settings.failRatio);
  }

  async function work() {
    while (!closing) {
      const [current] = await db
        .select()
        .from(sendoutBatches)
        .where(eq(sendoutBatches.status, 'in_progress'))
        .limit(1);
      if (current) {
        await runBatch(current);
        // Still running: its rest is claimed elsewhere; a later tick comes back for it.
        if ((await batchState(current.id))?.status === 'in_progress') return;
        continue;
      }
      const started = await startDueBatch(db, new Date());
      if (started === false) return;
      if (started)
        log.info({ batchId: started.id, recipients: started.recipientCount }, 'batch started');
    }
  }

  function tick(): Promise<void> {
    if (closing) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await work();
      } while (again && !closing);
    })()
      .catch((error) => log.error({ err: error }, 'sendout tick failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    tick,
    kick() {
      setImmediate(() => void tick());
    },
    async close() {
      closing = true;
      await running;
      delivery.close();
    },
  };
}
