// A group's mail for its managers (admins and the group's joined moderators; everyone else 404
// when the group is unseen, 403 when seen): templates per kind and language, the transactional
// switches, test sends, sending the invitation or an answer reminder now, the sending history.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idParams, listOf, okResponse, pageQuery } from '@fanclub/contract/api';
import {
  groupMailKindParams,
  groupMailSendBody,
  groupMailSendParams,
  groupMailSent,
  groupMailSettings,
  groupMailSwitchesBody,
  groupMailTemplateBody,
  groupMailTestBody,
} from '@fanclub/contract/group-mail';
import { sendoutBatch } from '@fanclub/contract/sendouts';
import { mailPreview, mailPreviewBody } from '@fanclub/contract/mail-preview';
import { withRequestLog } from '../../lib/context';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { listBatches } from '../sendouts/batches';
import { previewMail } from '../sendouts/preview';
import { updateSwitches } from './queries';
import {
  mailSettings,
  moderatedGroup,
  saveTemplates,
  sendGroupMailNow,
  sendGroupTest,
} from './service';

const errors = errorResponses(401, 403, 404, 409, 419, 422);

export default async function groupMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'groups'];
  const signedIn = { onRequest: app.requireUser };

  app.get(
    '/api/admin/groups/:id/mail-templates',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "The group's mail templates per kind and language, its mail switches and built-in texts",
        params: idParams,
        response: { 200: dataOf(groupMailSettings), ...errors },
      },
    },
    async (request) => {
      const group = await moderatedGroup(app.db, currentUser(request), request.params.id);
      return { data: await mailSettings(app.db, group, app.config.appUrl) };
    },
  );

  app.put(
    '/api/admin/groups/:id/mail-templates/:kind',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Saves one kind of mail in every written language (languages left out are removed; ' +
          'Japanese required; group tags only; HTML sanitised)',
        params: groupMailKindParams,
        body: groupMailTemplateBody,
        response: { 200: dataOf(groupMailSettings), ...errors },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const group = await moderatedGroup(app.db, currentUser(request), id);
      await saveTemplates(app.db, group, kind, request.body.mail);
      return { data: await mailSettings(app.db, group, app.config.appUrl) };
    },
  );

  app.post(
    '/api/admin/groups/:id/mail-templates/:kind/test',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The saved mail of one kind in one language, with the sender’s names, to the sender ' +
          '(or the address given), subject prefixed [TEST]',
        params: groupMailKindParams,
        body: groupMailTestBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const user = currentUser(request);
      const group = await moderatedGroup(app.db, user, id);
      await sendGroupTest(withRequestLog(app, request), group, kind, {
        language: request.body.language,
        to: request.body.email ?? user.email,
        sample: user,
      });
      return { data: { ok: true as const } };
    },
  );

  app.patch(
    '/api/admin/groups/:id/mail-settings',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Turns the registration-complete and comment-notice mails on or off',
        params: idParams,
        body: groupMailSwitchesBody,
        response: { 200: dataOf(groupMailSettings), ...errors },
      },
    },
    async (request) => {
      const group = await moderatedGroup(app.db, currentUser(request), request.params.id);
      await updateSwitches(app.db, group.id, request.body);
      const fresh = await moderatedGroup(app.db, currentUser(request), group.id);
      return { data: await mailSettings(app.db, fresh, app.config.appUrl) };
    },
  );

  app.post(
    '/api/admin/groups/:id/mail/:kind',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Sends the invitation (every invited member, or userIds) or a topic’s answer reminder ' +
          '(topicId; joined participants who see it and have not posted, while it is open) now, ' +
          'to members with the survey consent; 409 BATCH_BUSY while a batch runs; 422 ' +
          'SENDOUT_SETUP without Japanese mail, for a draft group or a topic that is not open',
        params: groupMailSendParams,
        body: groupMailSendBody,
        response: { 200: dataOf(groupMailSent), ...errors },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const user = currentUser(request);
      const group = await moderatedGroup(app.db, user, id);
      const result = await sendGroupMailNow(app, group, kind, request.body, user.id);
      return { data: { recipients: result.recipients, batchId: result.batch?.id ?? null } };
    },
  );

  app.post(
    '/api/admin/groups/:id/mail-preview',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "A group mail as the member receives it, from the editor's text: for the group's moderators as well as admins",
        params: idParams,
        body: mailPreviewBody,
        response: { 200: dataOf(mailPreview), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await moderatedGroup(app.db, user, request.params.id);
      const settings = { appUrl: app.config.appUrl, secret: app.config.secrets.session };
      return { data: previewMail(settings, { ...request.body, source: 'group' }, user) };
    },
  );

  app.get(
    '/api/admin/groups/:id/sending-history',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The group's mail batches, newest first, with delivery and open counts",
        params: idParams,
        querystring: pageQuery,
        response: { 200: listOf(sendoutBatch), ...errors },
      },
    },
    async (request) => {
      const group = await moderatedGroup(app.db, currentUser(request), request.params.id);
      const { page, limit } = request.query;
      const { rows, total } = await listBatches(
        app.db,
        { source: 'group', sourceId: group.id },
        page,
        limit,
      );
      return { data: rows, meta: pageMeta(page, limit, total) };
    },
  );
}
