// The referral lottery once a month has ended (Japan time). Checked hourly by every server
// process; the month's row in lottery_draws makes the draw happen once.
import type { FastifyInstance } from 'fastify';
import { drawLottery, previousMonth } from '../modules/referrals/lottery';
import type { Job } from './job';

export function lotteryJob(app: FastifyInstance): Job {
  let lastMonth = '';
  return {
    name: 'referral lottery',
    everyMs: 60 * 60 * 1000,
    atStart: true,
    async run() {
      const month = previousMonth(new Date());
      if (month === lastMonth) return;
      const result = await drawLottery(app.db, app.config, month);
      lastMonth = month;
      if (result.status === 'drawn') {
        app.log.info({ month, winners: result.winners.length }, 'referral lottery drawn');
      }
    },
  };
}
