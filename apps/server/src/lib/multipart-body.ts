// A multipart body is read by its handler (@fastify/multipart), never validated by Fastify, so
// its route declares it with `multipartBody(…)` in its schema: the OpenAPI document lists the
// fields and file parts (`withMultipartBody`, part of the swagger transform in app.ts), and
// `declaredMultipart` refuses to read the body of a route that declared none.
//   schema: { tags, ...multipartBody({ fields: offerDetailFields, files: { image: {…} } }), … }
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';

type FilePart = {
  description: string;
  required?: boolean;
  /** More than one: the part is repeated, up to this many. */
  maxCount?: number;
};

export type MultipartSpec = {
  /** The text fields, as the contract checks them once read. */
  fields?: z.ZodType;
  files: Record<string, FilePart>;
  /** The handler also takes the text fields as a JSON body (without files). */
  json?: boolean;
};

declare module 'fastify' {
  interface FastifySchema {
    multipart?: MultipartSpec;
  }
}

const MULTIPART = 'multipart/form-data';

/** The schema keys of a route whose body is multipart: spread them into the route's schema. */
export function multipartBody(spec: MultipartSpec) {
  return { consumes: spec.json ? [MULTIPART, 'application/json'] : [MULTIPART], multipart: spec };
}

type JsonObject = { type?: string; properties?: Record<string, unknown>; required?: string[] };

function fieldsSchema(fields: z.ZodType | undefined): JsonObject {
  if (!fields) return { type: 'object', properties: {} };
  const { $schema: _ignored, ...schema } = z.toJSONSchema(fields, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonObject & { $schema?: string };
  // Required = refused when left out, as the contract reads it (a preprocessed field that turns
  // a missing value into its default is not required, whatever the JSON Schema says).
  const shape = (fields as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
  return { ...schema, required };
}

/** The OpenAPI body of a multipart route: the text fields plus a binary part per file. */
function multipartRequestBody(spec: MultipartSpec) {
  const fields = fieldsSchema(spec.fields);
  const properties: Record<string, unknown> = { ...fields.properties };
  const required = [...(fields.required ?? [])];
  for (const [name, part] of Object.entries(spec.files)) {
    const file = { type: 'string', format: 'binary', description: part.description };
    properties[name] =
      (part.maxCount ?? 1) > 1
        ? { type: 'array', items: file, maxItems: part.maxCount, description: part.description }
        : file;
    if (part.required) required.push(name);
  }
  const form = { ...fields, type: 'object', properties, ...(required.length ? { required } : {}) };
  return {
    content: {
      [MULTIPART]: { schema: form },
      ...(spec.json ? { 'application/json': { schema: fields } } : {}),
    },
  };
}

/** Swagger transform step: a route declared by `multipartBody` gets its body in the document. */
export function withMultipartBody<T extends { schema: FastifySchema }>(transformed: T): T {
  const spec = transformed.schema?.multipart;
  if (!spec) return transformed;
  const { multipart: _declared, ...schema } = transformed.schema;
  return { ...transformed, schema: { ...schema, body: multipartRequestBody(spec) } };
}

/**
 * The request's multipart API, for a route that declared its body; any other route reading one
 * is a programming error (its operation would not show the body), answered 500.
 */
export function declaredMultipart(request: FastifyRequest) {
  if (!request.routeOptions.schema?.multipart) {
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads a multipart body its schema does not ` +
        'declare: add multipartBody(…) to the route schema',
    );
  }
  return {
    isMultipart: () => request.isMultipart(),
    file: request.file.bind(request),
    parts: request.parts.bind(request),
  };
}
