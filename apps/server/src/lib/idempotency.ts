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

/**
 * Runs `run` once per (member, Idempotency-Key). Without the header it just runs. A retry with
 * the same key and the same request gets the first answer (status and body) again; the same key
 * on another request, or while the first still runs, is a 409 CONFLICT. A refused first request
 * keeps nothing, so its retry runs again.
 */
export async function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: () => Promise<T>,
): Promise<T> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run();
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

  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - KEPT_MS)),
      ),
    );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, scope, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
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
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  try {
    const result = await run();
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, body: sql`${JSON.stringify(result)}::jsonb` })
      .where(mine);
    return result;
  } catch (error) {
    await db.delete(idempotencyKeys).where(mine);
    throw error;
  }
}
