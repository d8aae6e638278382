// The `sent` records of a batch's SMTP lanes, committed in groups (claims.ts, `recordSent`). Each
// lane has at most one delivered mail waiting for its record, and its next mail's final dot waits
// for that record; so a group is never bigger than the number of lanes. A group is written once
// every lane has a record waiting, or a millisecond after its first record, or at once when a lane
// has nothing more to send: one statement and one commit for the lanes' mails instead of one per
// mail, each lane still waiting for its own record before its next final dot. The lanes then keep
// step (their dots wait for the same commit, their answers come back together), and a group is
// nearly always full: writing a lane's record as soon as its next body was on the wire made groups
// of about two and a fifth of the mails slower, PostgreSQL's share of two cores being the limit.
import type { Db } from '../../db/client';
import { addSent, recordSent } from './claims';

/** A record waiting longer than this is written even though its group is not full. */
const LINGER_MS = 1;

export type SentRecorder = {
  /** Resolves once the record of `userId`'s delivered mail committed (or throws its error). */
  sent(userId: number): Promise<void>;
  /** A lane has nothing more to send: the group waiting is written now. */
  need(): void;
  /**
   * Adds the mails recorded since the last call to the batch's `sent_count` (before each page
   * claim and at the end: the progress lags by less than a page; a process that dies leaves its
   * last few uncounted until the batch ends and counts its recipients). Never throws: what it
   * could not add is added next time.
   */
  saveCount(): Promise<void>;
};

/**
 * `lanes`: how many lanes record here (a group of that many is written at once). `asyncCommit`:
 * on a PostgreSQL server, committed without waiting for the WAL flush (claims.ts); never on
 * PGlite, whose WAL lives in this process and would die with it.
 */
export function sentRecorder(
  db: Db,
  batchId: number,
  lanes: number,
  asyncCommit: boolean,
): SentRecorder {
  type Waiter = { id: number; done: (error?: unknown) => void };
  let waiting: Waiter[] = [];
  let writing = false;
  /** A lane needs the group waiting (or the one being written) written without delay. */
  let needed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Mails recorded and not yet added to the batch's `sent_count`. */
  let uncounted = 0;

  const write = async () => {
    writing = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      needed = false;
      let error: unknown;
      await recordSent(
        db,
        batchId,
        group.map((w) => w.id),
        asyncCommit,
      ).then(
        (count) => (uncounted += count),
        (e: unknown) => {
          error = e ?? new Error('recording sent mails failed');
        },
      );
      for (const w of group) w.done(error);
      // What arrived meanwhile waits for its group to fill, unless a lane needs it.
      if (!needed && waiting.length < lanes) break;
    }
    writing = false;
    if (waiting.length > 0) timer ??= setTimeout(flush, LINGER_MS);
  };
  const flush = () => {
    timer = undefined;
    if (!writing && waiting.length > 0) void write();
  };

  return {
    sent(userId) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ id: userId, done: (error) => (error ? reject(error) : resolve()) });
        if (writing) return;
        if (waiting.length >= lanes) void write();
        else timer ??= setTimeout(flush, LINGER_MS);
      });
    },
    need() {
      needed = true;
      if (!writing && waiting.length > 0) void write();
    },
    async saveCount() {
      const count = uncounted;
      uncounted = 0;
      await addSent(db, batchId, count).catch(() => (uncounted += count));
    },
  };
}
