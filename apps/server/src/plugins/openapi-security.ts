// What each operation of the OpenAPI document asks of its caller, read from
// the route itself as it is registered, so a new route is described without anyone writing it:
// its summary and operationId too (lib/route-summaries.ts when the route has none):
// the session cookie when a guard (requireUser, requireAdmin) runs on it, the CSRF header on
// every state-changing call that checks it, the report secret, the survey signature, or nothing.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REPORT_SECRET_HEADER } from '@fanclub/contract/statistics';
import { ROUTE_SUMMARIES } from '../lib/route-summaries';
import { SESSION_COOKIE } from './session';

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie set by POST /api/login (HttpOnly).',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'The XSRF-TOKEN cookie (from GET /sanctum/csrf-cookie) echoed in this header; every POST, PUT, PATCH and DELETE needs it, signed in or not.',
  },
  reportSecret: {
    type: 'apiKey',
    in: 'header',
    name: REPORT_SECRET_HEADER,
    description: 'REPORT_SECRET, in this header or as ?secret=.',
  },
  surveySignature: {
    type: 'apiKey',
    in: 'query',
    name: 'sig',
    description:
      'hex HMAC-SHA256(SURVEY_SECRET, rid) or of "rid:status", in the query or the body.',
  },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Twilio-Email-Event-Webhook-Signature',
    description:
      "A mail provider's own proof: SendGrid's ECDSA signature in this header; an SNS message's signature in its body (Signature, SigningCertURL).",
  },
  providerLogin: {
    type: 'http',
    scheme: 'basic',
    description: "POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD in the webhook's URL.",
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN, for a metrics scraper.',
  },
} as const;

type Requirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** Calls whose caller proves itself another way than the session (their own schemes). */
const OWN_SCHEME: Record<string, Requirement[]> = {
  '/api/report': [{ reportSecret: [] }],
  '/api/surveys/complete': [{ surveySignature: [] }],
  '/api/metrics': [{ sessionCookie: [] }, { metricsToken: [] }],
  '/api/mail/events/:provider': [{ providerSignature: [] }, { providerLogin: [] }],
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_PATHS = ['/api/', '/sanctum/', '/broadcasting/'];

/** The onRequest hooks of the plugin a route is registered in (Fastify keeps them on a symbol). */
function scopeHooks(instance: FastifyInstance): unknown[] {
  const symbol = Object.getOwnPropertySymbols(instance).find(
    (s) => s.description === 'fastify.hooks',
  );
  const hooks = symbol
    ? (instance as unknown as Record<symbol, { onRequest?: unknown[] }>)[symbol]
    : undefined;
  return hooks?.onRequest ?? [];
}

export function securityOf(
  route: Pick<RouteOptions, 'url' | 'method' | 'onRequest' | 'config'>,
  guards: unknown[],
  hooks: unknown[],
): Requirement[] {
  const own = OWN_SCHEME[route.url];
  if (own) return own;
  const routeHooks = [route.onRequest ?? []].flat();
  const guarded = [...hooks, ...routeHooks].some((h) => guards.includes(h));
  const methods = [route.method].flat();
  const csrf =
    methods.some((m) => UNSAFE.has(m)) &&
    (route.config as { csrf?: boolean } | undefined)?.csrf !== false &&
    SESSION_PATHS.some((p) => route.url.startsWith(p));
  const requirement: Requirement = {};
  if (guarded) requirement.sessionCookie = [];
  if (csrf) requirement.csrfHeader = [];
  return Object.keys(requirement).length ? [requirement] : [];
}

/** `GET /api/admin/members/:id` → `getApiAdminMembersById`: unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; a nullable reference or union of objects
 * (`allOf: [$ref]`, `anyOf: [{type: object}, …]`) gets `type: object`, which they all are.
 */
export function nullableWithType<T>(document: T): T {
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    const options = [n.allOf, n.anyOf, n.oneOf].find(Array.isArray) as
      Record<string, unknown>[] | undefined;
    if (
      n.nullable === true &&
      n.type === undefined &&
      options?.every((o) => o.type === 'object' || typeof o.$ref === 'string')
    )
      n.type = 'object';
    Object.values(n).forEach(walk);
  };
  walk(document);
  return document;
}

async function openapiSecurityPlugin(app: FastifyInstance) {
  const guards = [app.requireUser, app.requireAdmin];
  app.addHook('onRoute', function (route) {
    if (!route.schema || (route.schema as { hide?: boolean }).hide) return;
    const security = securityOf(route, guards, scopeHooks(this));
    const schema = route.schema as { summary?: string; operationId?: string };
    const method = [route.method].flat()[0]!;
    const openapiPath = route.url.replace(/:(\w+)/g, '{$1}');
    route.schema = {
      ...route.schema,
      security,
      summary: schema.summary ?? ROUTE_SUMMARIES[`${method} ${openapiPath}`],
      operationId: schema.operationId ?? operationIdOf(method, route.url),
    } as typeof route.schema;
  });
}

export default fp(openapiSecurityPlugin, { name: 'openapi-security', dependencies: ['auth'] });
