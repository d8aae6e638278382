// Categories: members list the active ones, admins manage them all.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  categoryBody,
  categoryItem,
  categoryListQuery,
  categoryUpdateBody,
} from '@fanclub/contract/posts';
import { notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { presentCategory } from './presenter';
import {
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from './queries';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['categories'];

  app.get(
    '/api/categories',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Categories: members see the active ones, admins all (filter: name search, status; 10 a page, at most 100)',
        querystring: categoryListQuery,
        response: { 200: listOf(categoryItem), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, limit, filter: search, status } = request.query;
      const keyword = search ?? request.query.keyword;
      const filter = user.isAdmin ? { keyword, status } : { keyword, status: 'active' };
      const { rows, total } = await listCategories(app.db, filter, page, limit);
      return {
        data: rows.map((row) => presentCategory(request.locale, row)),
        meta: pageMeta(page, limit, total),
      };
    },
  );

  app.post(
    '/api/categories',
    {
      onRequest: app.requireAdmin,
      schema: { tags, body: categoryBody, response: { 201: dataOf(categoryItem), ...errors } },
    },
    async (request, reply) => {
      const id = await insertCategory(app.db, request.body, currentUser(request).id);
      reply.status(201);
      return { data: presentCategory(request.locale, (await findCategory(app.db, id))!) };
    },
  );

  app.put(
    '/api/categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        params: idParams,
        body: categoryUpdateBody,
        response: { 200: dataOf(categoryItem), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await updateCategory(app.db, id, request.body))) throw notFound();
      return { data: presentCategory(request.locale, (await findCategory(app.db, id))!) };
    },
  );

  app.delete(
    '/api/categories/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'Deletes a category; its posts stay, without it',
        params: idParams,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteCategory(app.db, request.params.id))) throw notFound();
      return { data: { ok: true as const } };
    },
  );
}
