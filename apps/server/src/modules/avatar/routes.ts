// GET/POST/DELETE /api/me/avatar: the signed-in member's picture (multipart field `avatar`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf } from '@fanclub/contract/api';
import { avatarResponse } from '@fanclub/contract/avatar';
import { multipartBody } from '../../lib/multipart-body';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { toAvatarWebp } from './image';
import { presentAvatar } from './presenter';
import { avatarName } from './queries';
import { AVATAR_UPLOAD, readAvatarUpload, removeAvatar, replaceAvatar } from './service';
import { withRequestLog } from '../../lib/context';

const errors = errorResponses(401, 419, 422);
const response = { 200: dataOf(avatarResponse), ...errors };

export default async function avatarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  app.addHook('onRequest', app.requireUser);

  app.get('/api/me/avatar', { schema: { tags, response } }, async (request) => ({
    data: presentAvatar(app.storage, await avatarName(app.db, currentUser(request).id)),
  }));

  app.post(
    '/api/me/avatar',
    {
      schema: {
        tags,
        description:
          'multipart/form-data with the image in the field `avatar` (JPEG, PNG, WebP, GIF or ' +
          'AVIF, at most 3 × 1024 × 1024 bytes). Stored as a 512×512 WebP without metadata.',
        ...multipartBody(AVATAR_UPLOAD),
        response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const webp = await toAvatarWebp(await readAvatarUpload(request));
      const name = await replaceAvatar(withRequestLog(app, request), user.id, webp);
      return { data: presentAvatar(app.storage, name) };
    },
  );

  app.delete('/api/me/avatar', { schema: { tags, response } }, async (request) => {
    await removeAvatar(withRequestLog(app, request), currentUser(request).id);
    return { data: presentAvatar(app.storage, null) };
  });
}
