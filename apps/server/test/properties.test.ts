// Bad input from the schemas: for every operation of the OpenAPI document,
// fast-check generates path parameters, queries and bodies from the operation's own schema,
// valid and invalid (wrong types, empty and huge strings, NUL and emoji, deep nesting, 1 MB
// bodies). Whatever comes in, the answer is never a 500, never a stack trace, and every refusal
// is the contract's envelope. PROPERTY_RUNS sets the cases per operation (CI: 3).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAdmin, Client, useTestApp } from './helpers';

const ctx = useTestApp();
const RUNS = Number(process.env.PROPERTY_RUNS ?? 3);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Calls that end the session or close the account: not sent random input. */
const SKIPPED = new Set(['GET /api/logout', 'POST /api/logout']);

const nasty = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '😀🏝️',
  '\ud800',
  '\udc00x',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '1e3',
  '0x10',
  '-1',
  '99999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '2026-13-45',
  '2026-02-30 10:00',
  'x'.repeat(10_000),
);
const anyScalar = fc.oneof(
  nasty,
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -2147483649, 2147483648, 1.5, -0),
);
const deep = fc.integer({ min: 30, max: 300 }).map((n) => {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: fc.array(anyScalar, { maxLength: 5 }) },
);

function arbitraryOf(doc: Doc, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return wrong;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return arbitraryOf(doc, doc.components?.schemas?.[name], depth + 1);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  const valid = ((): fc.Arbitrary<unknown> => {
    if (variants?.length) return fc.oneof(...variants.map((s) => arbitraryOf(doc, s, depth + 1)));
    if (schema.allOf?.length) return arbitraryOf(doc, schema.allOf[0], depth + 1);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const type = [schema.type].flat()[0];
    switch (type) {
      case 'string':
        if (schema.format === 'email')
          return fc.emailAddress().filter((e) => e.length <= 254 && !e.includes('\u0000'));
        return fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 200),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        });
      case 'number':
        return fc.double({
          min: schema.minimum ?? -1000,
          max: schema.maximum ?? 1000,
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(arbitraryOf(doc, schema.items, depth + 1), { maxLength: 3 });
      case 'object': {
        const props = schema.properties ?? {};
        const required = new Set(schema.required ?? []);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, s] of Object.entries(props)) model[key] = arbitraryOf(doc, s, depth + 1);
        return fc.record(model, {
          requiredKeys: Object.keys(props).filter((k) => required.has(k)),
        });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  const withNull = schema.nullable ? fc.oneof(valid, fc.constant(null)) : valid;
  // Mostly shaped like the schema (to reach the handlers), sometimes anything at all.
  return fc.oneof({ weight: 3, arbitrary: withNull }, { weight: 1, arbitrary: wrong });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function requestOf(doc: Doc, path: string, op: Operation) {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const query = params.filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: fc.record(
      Object.fromEntries(
        pathParams.map((p) => [
          p.name,
          fc.oneof(
            { weight: 2, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map(String) },
            { weight: 1, arbitrary: nasty },
            { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
          ),
        ]),
      ),
    ),
    query: fc.record(
      Object.fromEntries(query.map((p) => [p.name, arbitraryOf(doc, p.schema).map(asText)])),
      { requiredKeys: [] },
    ),
    body: fc.oneof(
      { weight: 4, arbitrary: arbitraryOf(doc, bodySchema) },
      { weight: 1, arbitrary: fc.constant({ big: 'x'.repeat(1024 * 1024) }) },
      { weight: 1, arbitrary: deep },
    ),
  });
}

function urlOf(
  path: string,
  values: { path: Record<string, string>; query: Record<string, string | undefined> },
) {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values.path[name] ?? '1'),
  );
  const search = new URLSearchParams(
    Object.entries(values.query).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

describe('generated input never breaks a route', () => {
  it(`every operation, ${RUNS} generated requests each: no 500, no stack trace, the envelope on every refusal`, async () => {
    const doc = (await ctx.app.inject('/api/docs/json')).json() as Doc;
    const admin = await buildAdmin(ctx.db);
    let client = await new Client(ctx.app).login(admin.email);
    const failures: string[] = [];
    let requests = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (SKIPPED.has(name)) continue;
        await fc
          .assert(
            fc.asyncProperty(requestOf(doc, path, op), async (values) => {
              requests += 1;
              const res = await client.request({
                method: method.toUpperCase() as 'POST',
                url: urlOf(path, values),
                ...(method === 'get' || method === 'delete'
                  ? {}
                  : { payload: values.body as object }),
                ...(method !== 'get' && method !== 'delete'
                  ? { headers: { 'content-type': 'application/json' } }
                  : {}),
              });
              const problem = answerProblem(res);
              if (problem) {
                failures.push(`${name} ${urlOf(path, values).slice(0, 200)}: ${problem}`);
                return false;
              }
              return true;
            }),
            { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
          )
          .catch(() => undefined);
        // A generated call may have ended the admin's session (a password change): sign in again.
        if ((await client.get('/api/auth/user')).statusCode === 401)
          client = await new Client(ctx.app).login(admin.email);
      }
    }
    expect(requests).toBeGreaterThan(Object.keys(doc.paths).length);
    expect(failures).toEqual([]);
  }, 900_000);
});

function answerProblem(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (/\bat [\w.<>]+ \(|node_modules|\.ts:\d+/.test(res.body)) return 'a stack trace in the answer';
  if (res.statusCode < 400) return undefined;
  let body: { code?: unknown; error_code?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    return `status ${res.statusCode} without a JSON envelope: ${res.body.slice(0, 100)}`;
  }
  if (
    body.code !== res.statusCode ||
    typeof body.error_code !== 'string' ||
    typeof body.message !== 'string'
  )
    return `status ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`;
  return undefined;
}
