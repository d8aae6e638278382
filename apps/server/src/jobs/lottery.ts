// Runs the referral lottery once a month has ended (Japan time). Checked hourly by every server
// process; the month's row in lottery_draws makes the draw happen once.
import type { FastifyInstance } from 'fastify';
import { drawLottery, previousMonth } from '../modules/referrals/lottery';

const HOUR_MS = 60 * 60 * 1000;

/** Starts the hourly check; returns the function that stops it. */
export function startLotteryJob(app: FastifyInstance): () => void {
  if (!app.config.referralLotteryEnabled) return () => {};
  let lastMonth = '';
  const check = async () => {
    const month = previousMonth(new Date());
    if (month === lastMonth) return;
    const result = await drawLottery(app.db, app.config, month);
    lastMonth = month;
    if (result.status === 'drawn') {
      app.log.info({ month, winners: result.winners.length }, 'referral lottery drawn');
    }
  };
  const run = () => void check().catch((err) => app.log.error({ err }, 'referral lottery failed'));
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
