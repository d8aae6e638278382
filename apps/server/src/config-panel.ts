// The research panel's settings as config.ts reads them from the environment: the defaults an
// admin may change in the settings tab (modules/settings), listed in the README.
import { z } from 'zod';

const whole = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

export const panelEnv = {
  DAILY_EARN_CAP: whole(0, 100_000, 3000),
  SPEEDER_PERCENT: whole(0, 100, 33),
  SURVEY_INVITE_LIMIT: whole(1, 100, 4),
  SURVEY_REST_DAYS: whole(0, 90, 3),
};

export type PanelConfig = {
  /** Survey points per member per Japan day paid at once; the rest is held (0 = no cap). */
  dailyEarnCap: number;
  /** A complete faster than this percent of the campaign's minutes is held for review. */
  speederPercent: number;
  /** Survey invitations a member gets in any 30 days, at most (they may choose fewer). */
  surveyInviteLimit: number;
  /** Days after a completed survey in which a member is not invited to another. */
  surveyRestDays: number;
};

type PanelEnv = { [K in keyof typeof panelEnv]: number };

export function panelConfig(e: PanelEnv): PanelConfig {
  return {
    dailyEarnCap: e.DAILY_EARN_CAP,
    speederPercent: e.SPEEDER_PERCENT,
    surveyInviteLimit: e.SURVEY_INVITE_LIMIT,
    surveyRestDays: e.SURVEY_REST_DAYS,
  };
}
