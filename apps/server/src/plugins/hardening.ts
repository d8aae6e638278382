// Input every route refuses before its schema runs, and headers every API answer carries.
// One place for what no text field, search keyword or JSON field may hold:
// a NUL character (PostgreSQL text cannot store it), a lone UTF-16 surrogate (not a character;
// PostgreSQL's jsonb refuses it) and nesting deeper than any form sends.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appError } from '../errors';

/** Deeper than any body the product sends (an audience is 3 levels, a survey 4). */
export const MAX_INPUT_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function badText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** The path (`title`, `answers.0.text`) of the first value no route accepts, or undefined. */
export function refusedInput(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return badText(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return path;
  if (Buffer.isBuffer(value)) return undefined;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    if (badText(key)) return [...path, [...key].map((c) => (badText(c) ? '?' : c)).join('')];
    const found = refusedInput(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

const API_PREFIXES = ['/api/', '/sanctum/', '/broadcasting/'];

async function hardeningPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = refusedInput(part);
      if (path) {
        const field = path.join('.') || 'body';
        throw appError('VALIDATION_ERROR', {
          fieldErrors: { [field]: [{ key: 'validation.invalid' }] },
        });
      }
    }
  });

  // A signed-in answer is the member's own: no shared cache or back-forward cache keeps it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.user &&
      !reply.hasHeader('cache-control') &&
      API_PREFIXES.some((p) => request.url.startsWith(p))
    )
      reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

export default fp(hardeningPlugin, { name: 'hardening' });
