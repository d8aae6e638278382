// The shape every group route shares (members' topic calls and the management calls): a signed-in
// reader, the module's tags, and its documented error answers beside the success schema.
//   const route = groupRoute(app, ['groups'], errorResponses(401, 403, 404));
//   app.get('/api/groups/:id/posts/:postId', route({ summary, params, response: { 200: … } }), handler);
import type { FastifyInstance, FastifySchema } from 'fastify';

type RouteSchema = Omit<FastifySchema, 'response'> & { summary: string; response: object };

export function groupRoute<const E extends object>(
  app: FastifyInstance,
  tags: string[],
  errors: E,
) {
  return <const S extends RouteSchema>(schema: S) => ({
    onRequest: app.requireUser,
    schema: { tags, ...schema, response: { ...schema.response, ...errors } },
  });
}

/** The two status calls of a group or a topic: `…/publish` and `…/unpublish`, and the status each sets. */
export const PUBLISH_ACTIONS = [
  ['publish', 'published'],
  ['unpublish', 'draft'],
] as const;
