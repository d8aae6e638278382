// The members' reading calls: GET api/posts (the feed), GET api/posts/{id} and api/post-detail/{id}
// (one post), POST api/count-view/{id} (one view per member), GET api/public/posts/{id} (no sign-in).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams } from '@fanclub/contract/api';
import { errorEnvelope } from '@fanclub/contract/errors';
import { feedList, feedQuery, publicPost, viewResult } from '@fanclub/contract/feed';
import { postDetail } from '@fanclub/contract/posts';
import { appError, notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { sendRendered } from '../../lib/rendered';
import { currentUser } from '../../plugins/auth';
import {
  categoryName,
  groupRelated,
  presentPublicPost,
  renderFeedItem,
  renderPostDetail,
} from './presenter';
import {
  findVisiblePost,
  findVisiblePostFor,
  listFeedPage,
  readerReactions,
  relatedRows,
  type DetailRow,
  type SummaryRow,
} from './queries';
import { postCondition } from '../posts/policy';
import { isLivePostId } from './live-post';
import { listenFeedChanges } from './changes';
import { countView } from './views';
import { createFeedCache } from './totals';
import { errorResponses } from '../../lib/route-errors';

const errors = errorResponses(401, 404, 419, 422);

export default async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const changes = await listenFeedChanges(app.database);
  app.addHook('onClose', async () => changes.close());
  const cache = createFeedCache<SummaryRow, DetailRow>(changes);
  const reactionsOf = (userId: number) =>
    cache.reactionsOf(userId, () => readerReactions(app.db, userId));

  app.get(
    '/api/posts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The feed: published posts the member is in the audience of, newest first',
        description:
          '`filter` is a category id. `meta.categories` lists the active categories for filtering. ' +
          'A page seen before runs no statement until a change it could show (totals.ts); otherwise two whatever the page size: the page with its categories and reactions, and the total with the chips.',
        querystring: feedQuery,
        response: { 200: feedList, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { page, limit, filter } = request.query;
      const found = await listFeedPage(
        app.db,
        user,
        { page, limit, categoryId: filter, now: new Date() },
        cache,
      );
      const { items, total, chips } = found;
      const mine = found.mine ?? (await reactionsOf(user.id));
      const meta = {
        ...pageMeta(page, limit, total),
        categories: chips.map((c) => ({ id: c.id, name: categoryName(request.locale, c) })),
      };
      const data = items.map((entry) =>
        renderFeedItem(app.storage, user, request.locale, entry, mine),
      );
      return sendRendered(reply, `{"data":[${data.join(',')}],"meta":${JSON.stringify(meta)}}`);
    },
  );

  // Both calls answer the same post: the comments have their own paged call
  // (GET api/posts/{id}/comments), so the detail stays one small, cacheable shape.
  for (const url of ['/api/posts/:id', '/api/post-detail/:id']) {
    app.get(
      url,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: 'One published post the member may read (404 when hidden, draft or scheduled)',
          params: idParams,
          response: { 200: dataOf(postDetail), ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const found = await findVisiblePostFor(app.db, user, request.params.id, cache);
        if (!found) throw notFound();
        const mine = found.mine ?? (await reactionsOf(user.id));
        const data = renderPostDetail(app.storage, user, request.locale, found.entry, mine);
        return sendRendered(reply, `{"data":${data}}`);
      },
    );
  }

  app.post(
    '/api/count-view/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Counts the member's view of a post, once per member (reloads are not counted)",
        params: idParams,
        response: { 200: dataOf(viewResult), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findVisiblePost(app.db, postCondition(user), request.params.id);
      if (!row) throw notFound();
      return { data: await countView(app.db, row.id, user.id) };
    },
  );

  app.get(
    '/api/public/posts/:id',
    {
      schema: {
        tags,
        summary:
          'A published post for everyone (audience "all"), readable without signing in; 401 ' +
          'MEMBERS_ONLY for a live post meant for members (nothing of it is sent)',
        params: idParams,
        response: {
          200: dataOf(publicPost),
          401: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => {
      const row = await findVisiblePost(app.db, postCondition(null), request.params.id);
      if (!row) {
        if (await isLivePostId(app.db, request.params.id)) throw appError('MEMBERS_ONLY');
        throw notFound();
      }
      const { categoryRows, reactionRows } = relatedRows([row]);
      return {
        data: presentPublicPost(row, groupRelated(request.locale, categoryRows, reactionRows)),
      };
    },
  );
}
