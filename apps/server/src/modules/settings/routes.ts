// The admin settings tab: the rules in force, the office's changes (recorded), and their history.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, listOf } from '@fanclub/contract/api';
import {
  type EditableSetting,
  settingChange,
  settingChangesQuery,
  settingsBody,
  settingsView,
} from '@fanclub/contract/settings';
import { pageMeta } from '../../lib/paging';
import { errorResponses } from '../../lib/route-errors';
import { currentUser } from '../../plugins/auth';
import { auditActor } from '../audit/actor';
import { listChanges } from './queries';
import { changeSettings, editableSettings } from './service';

const errors = errorResponses(401, 403, 419, 422);

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin settings'];
  app.addHook('onRequest', app.requireAdmin);

  const view = async () => ({
    data: {
      minRegistrationAge: app.config.minRegistrationAge,
      referralLotteryEnabled: app.config.referralLotteryEnabled,
      mailMode: app.config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
      sendoutRate: app.config.sendout.ratePerSecond,
      editable: await editableSettings(app.db, app.config),
    },
  });

  app.get(
    '/api/admin/settings',
    { schema: { tags, response: { 200: dataOf(settingsView), ...errors } } },
    view,
  );

  app.post(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change point amounts or the PayPal rate; each change is recorded',
        body: settingsBody,
        response: { 200: dataOf(settingsView), ...errors },
      },
    },
    async (request) => {
      const actor = { ...auditActor(request), actorId: currentUser(request).id };
      await changeSettings(app.db, app.config, actor, request.body);
      return view();
    },
  );

  app.get(
    '/api/admin/settings/changes',
    {
      schema: {
        tags,
        querystring: settingChangesQuery,
        response: { 200: listOf(settingChange), ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listChanges(app.db, page, limit);
      return {
        data: rows.map((r) => ({
          id: r.id,
          key: r.key as EditableSetting,
          oldValue: r.oldValue,
          newValue: r.newValue,
          changedBy: r.changedBy,
          changedAt: r.changedAt.toISOString(),
        })),
        meta: pageMeta(page, limit, total),
      };
    },
  );
}
