// Authoring posts: the admin list, create and edit
// (admins, and members allowed to post), delete, the edit wizard's full post, audience counting,
// rich-text images, the post's stats and its activity CSV.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audienceCount } from '@fanclub/contract/audience';
import { dataOf, idParams, listOf, okResponse } from '@fanclub/contract/api';
import { multipartBody } from '../../lib/multipart-body';
import { errorResponses } from '../../lib/route-errors';
import {
  adminPostDetail,
  adminPostItem,
  adminPostListQuery,
  countAudiencesBody,
  postBody,
  postImageResult,
  savedPost,
} from '@fanclub/contract/posts';
import { forbidden, notFound } from '../../errors';
import { pageMeta } from '../../lib/paging';
import { sendRendered } from '../../lib/rendered';
import { currentUser } from '../../plugins/auth';
import { countAudience } from '../audience/queries';
import { auditActor } from '../audit/actor';
import { recordExport } from '../audit/record';
import { postActivityCsv, postExportFileName } from './export-csv';
import { POST_IMAGE_UPLOAD, readPostImage, storePostImage, toPostWebp } from './images';
import { authorKind, canDeletePost, canEditPost, postState } from './policy';
import { presentAdminPost, presentAdminPostDetail, toReactionCounts } from './presenter';
import {
  categoriesOf,
  deletePost,
  findPost,
  isVisibleTo,
  liveCommentCount,
  reactionCountsOf,
} from './queries';
import { listAdminPosts } from './admin-list';
import { createAdminListCache } from './admin-list-cache';
import { dropPendingPostBatches, syncPostBatch } from './mail';
import { createPost, editPost } from './service';

const errors = errorResponses(401, 403, 404, 419, 422);

export default async function postRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['posts'];
  const adminTags = ['admin'];
  const adminListPages = createAdminListCache(app.db);
  const adminPostPage = listOf(adminPostItem);

  /** The post, or 404 when this user may not see it; 403 when they see it but may not act. */
  async function postFor(
    request: Parameters<typeof currentUser>[0],
    id: number,
    may: (user: ReturnType<typeof currentUser>, post: { authorId: number | null }) => boolean,
  ) {
    const user = currentUser(request);
    const found = await findPost(app.db, id);
    if (!found) throw notFound();
    if (may(user, found.post)) return found.post;
    const sees =
      found.post.authorId === user.id || (await isVisibleTo(app.db, found.post.id, user));
    throw sees ? forbidden() : notFound();
  }

  app.get(
    '/api/admin/posts-list',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'Posts for the admin: title keyword, status (draft/published/scheduled), kind',
        querystring: adminPostListQuery,
        response: { 200: adminPostPage, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit, ...filter } = request.query;
      const render = async (now: number) => {
        const { rows, total } = await listAdminPosts(app.db, filter, page, limit, new Date(now));
        const payload = {
          data: rows.map((r) =>
            presentAdminPost(request.locale, app.storage, r.post, r.author, r.categories),
          ),
          meta: pageMeta(page, limit, total),
        };
        const ahead = rows.map((r) => r.post.publishAt?.getTime() ?? 0).filter((t) => t > now);
        return { payload, until: Math.min(Infinity, ...ahead) };
      };
      // Which posts a keyword or the published/scheduled filters match moves with the clock.
      if (filter.keyword || filter.status === 'published' || filter.status === 'scheduled')
        return reply.send((await render(Date.now())).payload);
      const now = Date.now();
      const key = `${filter.kind ?? ''}|${filter.status ?? ''}|${page}|${limit}|${request.locale}`;
      const body = await adminListPages(key, now, async () => {
        const { payload, until } = await render(now);
        return { body: JSON.stringify(adminPostPage.parse(payload)), until };
      });
      return sendRendered(reply, body);
    },
  );

  app.post(
    '/api/posts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Creates a post (admins; members with the posting permission: audience all, no mail)',
        body: postBody,
        response: { 201: dataOf(savedPost), ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await createPost(app.db, user, request.body);
      if (user.isAdmin && (await syncPostBatch(app.db, row, user))) app.sendouts.kick();
      reply.status(201);
      return { data: { id: row.id, status: row.status as 'draft', state: postState(row) } };
    },
  );

  app.post(
    '/api/posts/:id/edit',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: idParams,
        body: postBody,
        response: { 200: dataOf(savedPost), ...errors },
      },
    },
    async (request) => {
      const existing = await postFor(request, request.params.id, canEditPost);
      const user = currentUser(request);
      const row = await editPost(app.db, user, existing, request.body);
      if (user.isAdmin && (await syncPostBatch(app.db, row, user))) app.sendouts.kick();
      return { data: { id: row.id, status: row.status as 'draft', state: postState(row) } };
    },
  );

  app.delete(
    '/api/posts/:id',
    {
      onRequest: app.requireUser,
      schema: { tags, params: idParams, response: { 200: okResponse, ...errors } },
    },
    async (request) => {
      const post = await postFor(request, request.params.id, canDeletePost);
      await deletePost(app.db, post.id);
      await dropPendingPostBatches(app.db, post.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/posts-admin/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'A post with audience, mail and stats, for the edit wizard and posts-info',
        params: idParams,
        response: { 200: dataOf(adminPostDetail), ...errors },
      },
    },
    async (request) => {
      const found = await findPost(app.db, request.params.id);
      if (!found) throw notFound();
      const [cats, reactions, comments] = await Promise.all([
        categoriesOf(app.db, [found.post.id]),
        reactionCountsOf(app.db, found.post.id),
        liveCommentCount(app.db, found.post.id),
      ]);
      const item = presentAdminPost(
        request.locale,
        app.storage,
        found.post,
        found.author,
        cats.get(found.post.id) ?? [],
      );
      return {
        data: presentAdminPostDetail(item, found.post, toReactionCounts(reactions), comments),
      };
    },
  );

  app.post(
    '/api/posts/count-audiences',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: 'How many active members an audience matches',
        body: countAudiencesBody,
        response: { 200: dataOf(audienceCount), ...errors },
      },
    },
    async (request) => {
      return { data: await countAudience(app.db, request.body.audience) };
    },
  );

  app.post(
    '/api/posts/images',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        description:
          'multipart/form-data with the image in the field `image` (JPEG, PNG, WebP, GIF or AVIF, ' +
          'at most 3 × 1024 × 1024 bytes). Stored as a WebP at most 1600 px wide, without metadata.',
        ...multipartBody(POST_IMAGE_UPLOAD),
        response: { 201: dataOf(postImageResult), ...errors },
      },
    },
    async (request, reply) => {
      if (!authorKind(currentUser(request))) throw forbidden();
      const webp = await toPostWebp(await readPostImage(request));
      const url = await storePostImage(app.storage, webp);
      reply.status(201);
      return { data: { url } };
    },
  );

  app.get(
    '/api/export/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        summary: "CSV of a post's reactions and comments (UTF-8 with BOM)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const found = await findPost(app.db, request.params.id);
      if (!found) throw notFound();
      const csv = await postActivityCsv(app.db, found.post.id, request.locale);
      await recordExport(app.db, auditActor(request), 'posts', { postId: found.post.id });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${postExportFileName(found.post.id)}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
