// The providers' webhooks: POST /api/mail/events/{ses|sendgrid|postmark}. No session and no
// CSRF (the provider's signature or login is the authority); the body is kept raw, as SendGrid
// signs its bytes; failed authentications are throttled per address.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import type { Fetcher } from './providers/ses';
import { mailEventWebhooks, PROVIDERS } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** How SNS certificates and subscription confirmations are fetched (tests replace it). */
    mailEventFetch: { fetch: Fetcher };
  }
}

/** Largest call taken: SendGrid posts its events in batches. */
const BODY_LIMIT = 2 * 1024 * 1024;

/** Fetches a small text (a certificate, a confirmation) over https, within seconds. */
const fetchText: Fetcher = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const text = await res.text();
  if (text.length > 64 * 1024) throw new Error(`${url} answered too much`);
  return text;
};

async function mailEventRoutes(fastify: FastifyInstance) {
  fastify.decorate('mailEventFetch', { fetch: fetchText });
  const webhooks = mailEventWebhooks({
    db: fastify.db,
    config: fastify.config,
    fetcher: () => fastify.mailEventFetch.fetch,
  });
  await fastify.register(async (scope) => {
    // Every provider's body as the bytes it sent (SNS posts JSON as text/plain).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/mail/events/:provider',
      {
        config: { csrf: false },
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['mail'],
          summary:
            "A mail provider reports bounces, complaints and deliveries (Amazon SES through SNS, SendGrid's event webhook, Postmark's webhooks), each authenticated as the provider does it; 404 for a provider this server is not set up for",
          params: z.object({ provider: z.string().max(20, 'validation.too_long') }),
          body: z
            .string()
            .optional()
            .describe("The provider's JSON, as it sent it (its signature covers the bytes)"),
          response: { 200: okResponse, ...errorResponses(401, 403, 404, 429) },
        },
      },
      async (request) => {
        const { provider } = request.params;
        const known = (PROVIDERS as readonly string[]).includes(provider);
        const throttle = fastify.throttles.webhook;
        const key = `${provider}:${request.ip}`;
        if (known) await throttle.check(key);
        try {
          await webhooks.receive(provider, request.body ?? '', request.headers);
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (known && (status === 401 || status === 403)) await throttle.hit(key);
          throw error;
        }
        // 200: Postmark takes nothing else as received.
        return { data: { ok: true as const } };
      },
    );
  });
}

// Not encapsulated, so the fetcher is reachable on the app (tests replace it); the routes and
// their raw body parser stay in a scope of their own.
export default fp(mailEventRoutes, { name: 'mail-events' });
