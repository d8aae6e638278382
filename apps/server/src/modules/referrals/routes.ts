// GET api/refer/detail and api/refer/list: the member's code, link, rules and friends.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, listOf } from '@fanclub/contract/api';
import { errorResponses } from '../../lib/route-errors';
import {
  JOIN_POINTS,
  LOTTERY_POINTS,
  LOTTERY_WINNERS,
  referralDetail,
  referralListQuery,
  referralRow,
} from '@fanclub/contract/referrals';
import { pageMeta } from '../../lib/paging';
import { currentUser } from '../../plugins/auth';
import { typeTotal } from '../points/queries';
import { friendCounts, listFriends } from './queries';
import { settingValue } from '../settings/service';

const errors = errorResponses(401, 403, 422);

/** `haruka.shimada@example.com` → `h***@example.com`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export default async function referralRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['referrals'];
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/refer/detail',
    { schema: { tags, response: { 200: dataOf(referralDetail), ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const [counts, earned] = await Promise.all([
        friendCounts(app.db, user.id),
        typeTotal(app.db, user.id, 'PC06'),
      ]);
      return {
        data: {
          referralCode: user.referralCode,
          link: `${app.config.appUrl}/signup?ref=${encodeURIComponent(user.referralCode)}`,
          joinPoints: JOIN_POINTS,
          referralPoints: await settingValue(app.db, app.config, 'referralPoints'),
          lotteryEnabled: app.config.referralLotteryEnabled,
          lotteryWinners: LOTTERY_WINNERS,
          lotteryPoints: LOTTERY_POINTS,
          friends: counts.friends,
          completedFriends: counts.completed,
          pointsEarned: earned.points,
        },
      };
    },
  );

  app.get(
    '/api/refer/list',
    {
      schema: {
        tags,
        querystring: referralListQuery,
        response: { 200: listOf(referralRow), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page, limit } = request.query;
      const { rows, total } = await listFriends(app.db, user.id, page, limit);
      return {
        data: rows.map((r) => ({
          nickname: r.nickname,
          email: maskEmail(r.email),
          level: Number(r.level),
          status: Number(r.level),
          achievedAt: new Date(r.achievedAt).toISOString(),
        })),
        meta: pageMeta(page, limit, total),
      };
    },
  );
}
