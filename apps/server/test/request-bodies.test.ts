// Every body a call reads is in its OpenAPI operation, multipart included: a client generated
// from the document can call it. JSON bodies are declared by their zod schema; a multipart body is
// read by the handler, so its route declares it with multipartBody(…) and the only way to read one
// (declaredMultipart) refuses a route that did not. These tests hold each link of that chain.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { declaredMultipart, multipartBody, withMultipartBody } from '../src/lib/multipart-body';
import { multipartBody as formBody } from '../src/modules/groups/group-fixtures';
import { buildAdmin, Client, useTestApp } from './helpers';

const ctx = useTestApp();

type Operation = { requestBody?: { content: Record<string, { schema: Schema }> } };
type Schema = { properties?: Record<string, { format?: string; items?: { format?: string } }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

const MULTIPART_CALLS = [
  'POST /api/me/avatar',
  'POST /api/posts/images',
  'POST /api/admin/offer/create-detail',
  'POST /api/admin/offer/update/{id}',
  'POST /api/admin/groups',
  'POST /api/admin/groups/{id}',
  'POST /api/groups/{id}/topics/{topicId}/posts',
];
/** Calls that end the caller's session: not sent while the admin's session is needed. */
const ENDS_SESSION = new Set(['GET /api/logout', 'POST /api/logout']);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** One file under every part name a call of the app reads. */
const FILES = ['avatar', 'image', 'banner', 'images'].map((field) => ({
  field,
  data: PNG,
  filename: 'a.png',
  type: 'image/png',
}));

async function documentOf(app: FastifyInstance): Promise<Doc> {
  return (await app.inject('/api/docs/json')).json() as Doc;
}

function operations(doc: Doc) {
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${p}`, op })),
  );
}

/**
 * The operations that read a multipart body they do not declare: each is sent one (with a file
 * under every part name the app reads) and a route that reads it undeclared answers 500.
 */
async function undeclaredReaders(app: FastifyInstance, client: Client) {
  const found: string[] = [];
  for (const { name, op } of operations(await documentOf(app))) {
    const [method, url] = name.split(' ') as [string, string];
    if (ENDS_SESSION.has(name) || op.requestBody?.content['multipart/form-data']) continue;
    const res = await client.request({
      method: method as 'POST',
      url: url.replace(/\{[^}]+\}/g, '2147483000'),
      ...formBody({ note: 'x' }, FILES),
    });
    if (res.statusCode === 500) found.push(name);
  }
  return found;
}

/** Source files of the server, tests left out. */
function serverSources(dir = path.join(import.meta.dirname, '../src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(file);
    return /(?<!\.test)\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('request bodies in the OpenAPI document', () => {
  it('declares every multipart body with its fields and file parts', async () => {
    const doc = await documentOf(ctx.app);
    const multipart = operations(doc).filter(
      (o) => o.op.requestBody?.content['multipart/form-data'],
    );
    expect(multipart.map((o) => o.name).sort()).toEqual([...MULTIPART_CALLS].sort());
    for (const { name, op } of multipart) {
      const parts = op.requestBody!.content['multipart/form-data']!.schema.properties ?? {};
      const files = Object.values(parts).filter(
        (p) => p.format === 'binary' || p.items?.format === 'binary',
      );
      expect(files.length, `${name}: a file part`).toBeGreaterThan(0);
    }
    const groupPost = doc.paths['/api/groups/{id}/topics/{topicId}/posts']!.post!;
    expect(Object.keys(groupPost.requestBody!.content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
    const avatar = doc.paths['/api/me/avatar']!.post!.requestBody!.content;
    expect(Object.keys(avatar)).toEqual(['multipart/form-data']);
    expect(avatar['multipart/form-data']!.schema).toMatchObject({
      properties: { avatar: { type: 'string', format: 'binary' } },
      required: ['avatar'],
    });
  });

  it('reads multipart bodies only through declaredMultipart, and raw bodies only beside it', () => {
    const direct: string[] = [];
    const rawBody: string[] = [];
    for (const file of serverSources()) {
      if (file.endsWith(path.join('lib', 'multipart-body.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      const name = path.relative(process.cwd(), file);
      if (/\b(request|req)\.(isMultipart|file|files|parts|saveRequestFiles)\(/.test(text))
        direct.push(name);
      // A body without a schema is `unknown`: only a multipart reader's JSON fallback casts it.
      if (/\(request\.body\s*(\?\?|as\s)/.test(text) && !text.includes('declaredMultipart('))
        rawBody.push(name);
    }
    expect(direct, 'multipart read around declaredMultipart').toEqual([]);
    expect(rawBody, 'request.body read without a schema').toEqual([]);
  });

  it('has no call that reads a multipart body it does not declare', async () => {
    const admin = await buildAdmin(ctx.db);
    const client = await new Client(ctx.app).login(admin.email);
    expect(await undeclaredReaders(ctx.app, client)).toEqual([]);
  });

  it('catches a planted call that reads a multipart body without declaring it', async () => {
    const app = Fastify();
    await app.register(fastifyMultipart);
    await app.register(fastifySwagger, {
      openapi: { info: { title: 'planted', version: '1' } },
      transform: (route) => withMultipartBody(jsonSchemaTransform(route)),
    });
    const read = async (request: Parameters<typeof declaredMultipart>[0]) => {
      const part = await declaredMultipart(request).file();
      await part?.toBuffer();
      return { ok: true };
    };
    const image = { image: { required: true, description: 'A picture.' } };
    app.post('/api/declared', { schema: { ...multipartBody({ files: image }) } }, read);
    app.post('/api/undeclared', { schema: {} }, read);
    app.get('/api/docs/json', { schema: { hide: true } }, () => app.swagger());
    await app.ready();
    const doc = (await documentOf(app)).paths;
    expect(doc['/api/declared']!.post!.requestBody!.content['multipart/form-data']).toBeDefined();
    expect(doc['/api/undeclared']!.post!.requestBody).toBeUndefined();
    expect(await undeclaredReaders(app, new Client(app))).toEqual(['POST /api/undeclared']);
    const declared = await new Client(app).request({
      method: 'POST',
      url: '/api/declared',
      ...formBody({}, FILES.slice(1, 2)),
    });
    expect(declared.statusCode).toBe(200);
    await app.close();
  });
});
