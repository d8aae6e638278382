// Idempotency-Key on calls that must not run twice (a redemption): the first answer is kept per
// member and key for a day and given again, unchanged, to a retry.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { appError } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEPT_MS = 24 * 60 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;
/** The advisory lock class of a member's keyed calls. */
const MEMBER_LOCK = 7_401;

/**
 * Runs `run` once per (member, Idempotency-Key). Without the header it just runs. A retry with
 * the same key and the same request gets the first answer (status and body) again; the same key
 * on another request is a 409 CONFLICT. The claim, the work `run` does on the transaction it is
 * given and the kept answer commit together: a request that failed, or whose process died, leaves
 * no claim behind, so its retry runs again; one that committed is answered from its kept answer.
 * A retry while the first still runs waits for it on the key's row.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run(db);
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_FORMAT.test(key)) {
    throw appError('VALIDATION_ERROR', {
      fieldErrors: { 'Idempotency-Key': [{ key: 'validation.invalid' }] },
    });
  }
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`.slice(0, 200);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.params, request.body ?? null]))
    .digest('hex');
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - KEPT_MS)),
      ),
    );
  return db.transaction(async (tx) => {
    // A member's keyed calls run one at a time: the claim's reference to the member row and the
    // work's lock on it would otherwise deadlock two calls of one member.
    await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK}, ${userId})`);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, scope, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(mine);
      if (
        !first ||
        first.scope !== scope ||
        first.fingerprint !== fingerprint ||
        first.status === null
      )
        throw appError('CONFLICT');
      reply.status(first.status).header('Idempotent-Replayed', 'true');
      return first.body as T;
    }
    const result = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, body: sql`${JSON.stringify(result)}::jsonb` })
      .where(mine);
    return result;
  });
}
