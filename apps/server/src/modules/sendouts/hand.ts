// The recipients a process holds while it sends a batch: claimed a page ahead (claims.ts), their
// leases renewed while they are held (queued, on the wire, or delivered and not recorded yet), and
// handed to the senders one at a time, only while the lease is known to be this process's. So a
// page that takes longer than the lease is not claimed by another process meanwhile, and a row
// whose lease could not be renewed is left to whoever claims it next instead of being sent.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type Claimed, claimPage, renewLeases } from './claims';

export type Hand = {
  /** The next recipient to send, claiming more as needed; undefined once nothing is left. */
  next(): Promise<Claimed | undefined>;
  /** The recipient's mail was recorded (sent or failed): no longer held. */
  release(userId: number): void;
  /** A recipient handed out and not sent (the sender stopped): given back with the queue. */
  putBack(userId: number): void;
  /** Stops claiming and renewing; answers the claimed recipients never handed out. */
  stop(): Promise<number[]>;
  /** How many recipients were claimed. */
  claimed(): number;
};

type Options = {
  db: Db;
  batchId: number;
  pageSize: number;
  leaseSeconds: number;
  /** Asked before each page is claimed; false: no more pages, and the queued rows go back. */
  mayClaim: () => Promise<boolean>;
  log: FastifyBaseLogger;
};

export function claimHand(o: Options): Hand {
  const leaseMs = o.leaseSeconds * 1000;
  /** A row is handed out only while its lease has at least this much left. */
  const margin = Math.min(1000, leaseMs / 4);
  /** Held rows: the claim's attempt (its fence) and until when the lease is known to be ours. */
  const held = new Map<number, { attempts: number; until: number }>();
  let queue: Claimed[] = [];
  let head = 0;
  let cursor = 0;
  let exhausted = false;
  let stopped = false;
  let claimedTotal = 0;
  let claiming: Promise<void> | undefined;
  let failure: unknown;
  /** Rows taken out of the queue and not sent (the batch stopped claiming, a sender stopped). */
  const dropped: number[] = [];

  const claim = async () => {
    if (!(await o.mayClaim())) {
      exhausted = true;
      // Stopped (aborted, source closed, too many failures): the page queued ahead goes back.
      for (; head < queue.length; head += 1) dropped.push(queue[head]!.userId);
      return;
    }
    if (stopped) return;
    const until = Date.now() + leaseMs;
    let page = await claimPage(o.db, o.batchId, o.pageSize, o.leaseSeconds, cursor);
    // Past the cursor nothing is left: from the start once more (a mail to try again, a claim
    // given back by a process that stopped) before the batch counts as claimed.
    if (page.length === 0 && cursor > 0)
      page = await claimPage(o.db, o.batchId, o.pageSize, o.leaseSeconds, (cursor = 0));
    if (page.length === 0) {
      exhausted = true;
      return;
    }
    cursor = page.at(-1)!.userId;
    claimedTotal += page.length;
    for (const r of page) held.set(r.userId, { attempts: r.attempts, until });
    queue = queue.slice(head).concat(page);
    head = 0;
  };

  let renewing = false;
  const renew = async () => {
    if (renewing || stopped || held.size === 0) return;
    renewing = true;
    try {
      const entries = [...held].map(([userId, h]) => ({ userId, attempts: h.attempts }));
      const until = Date.now() + leaseMs;
      const renewed = await renewLeases(o.db, o.batchId, entries, o.leaseSeconds);
      for (const userId of renewed) {
        const h = held.get(userId);
        if (h) h.until = until;
      }
    } catch (error) {
      o.log.warn({ err: error, batchId: o.batchId }, 'sendout lease renewal failed');
    } finally {
      renewing = false;
    }
  };
  const timer = setInterval(() => void renew(), Math.max(100, leaseMs / 3));
  timer.unref();

  return {
    async next() {
      for (;;) {
        if (failure) throw failure;
        if (stopped) return undefined;
        if (!claiming && !exhausted && queue.length - head < o.pageSize)
          claiming = claim()
            .catch((error: unknown) => {
              failure = error ?? new Error('claiming sendout recipients failed');
            })
            .finally(() => {
              claiming = undefined;
            });
        while (head < queue.length) {
          const r = queue[head]!;
          head += 1;
          const h = held.get(r.userId);
          if (h && h.until - margin > Date.now()) return r;
          // Not renewed in time: another process may claim it now; it is theirs to send.
          held.delete(r.userId);
        }
        if (claiming) await claiming;
        else if (exhausted) return failure ? Promise.reject(failure) : undefined;
      }
    },
    release(userId) {
      held.delete(userId);
    },
    putBack(userId) {
      dropped.push(userId);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await claiming;
      const unsent = [...dropped, ...queue.slice(head).map((r) => r.userId)];
      for (const id of unsent) held.delete(id);
      queue = [];
      head = 0;
      return unsent;
    },
    claimed: () => claimedTotal,
  };
}
