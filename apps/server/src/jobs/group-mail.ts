// Group mail that goes out by itself: the topic-opening mail at each topic's opening
// (modules/group-mail/opening.ts claims each topic once, across processes).
import type { FastifyInstance } from 'fastify';
import { mailOpenedTopics } from '../modules/group-mail/opening';
import type { Job } from './job';

export function groupMailJobs(app: FastifyInstance): Job[] {
  return [
    {
      name: 'group topic openings',
      // Within the opening minute: every 20 s at most (faster when mail polling is faster).
      everyMs: Math.min(app.config.mailPollMs, 20_000),
      atStart: true,
      run: async () => {
        if ((await mailOpenedTopics(app)) > 0) app.sendouts.kick();
      },
    },
  ];
}
