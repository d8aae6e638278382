// Public reference data for the sign-up and settings screens: code lists, prefectures and the
// postal code lookup. No session needed; the answers only change with a deployment.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@fanclub/contract/errors';
import {
  addressQuery,
  addressesResponse,
  codesResponse,
  prefecturesResponse,
} from '@fanclub/contract/reference';
import { notFound } from '../../errors';
import { findAddresses } from './addresses';
import { codeLists, prefectureList } from './code-lists';

export const REFERENCE_CACHE = 'public, max-age=86400';

export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];

  app.get(
    '/api/codes',
    {
      schema: {
        tags,
        summary: 'Every code list (countries, prefectures, timezones, …) in Japanese and English',
        response: { 200: codesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { data: codeLists() };
    },
  );

  app.get(
    '/api/prefectures',
    {
      schema: {
        tags,
        summary: 'The 47 prefectures JPPRF01–JPPRF47 in JIS order',
        response: { 200: prefecturesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { data: prefectureList() };
    },
  );

  app.get(
    '/api/addresses',
    {
      schema: {
        tags,
        summary: 'Addresses of a Japanese postal code (7 digits, no hyphen); all when several',
        querystring: addressQuery,
        response: { 200: addressesResponse, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (request, reply) => {
      const addresses = findAddresses(request.query.zip);
      if (addresses.length === 0) throw notFound('address.not_found');
      reply.header('Cache-Control', REFERENCE_CACHE);
      return { data: addresses };
    },
  );
}
