// Reading and changing a member's own survey invitation cap against the club's setting.
import { eq } from 'drizzle-orm';
import type { SurveyLimitView } from '@fanclub/contract/panel';
import { users } from '../../db/schema/index';
import { validationFailed } from '../../errors';
import type { ServiceContext } from '../../lib/context';
import { contactLimits } from './contact-limits';

type Ctx = Pick<ServiceContext, 'db' | 'config'>;

export async function ownSurveyLimit(ctx: Ctx, userId: number): Promise<SurveyLimitView> {
  const [limits, [row]] = await Promise.all([
    contactLimits(ctx.db, ctx.config),
    ctx.db.select({ limit: users.surveyInviteLimit }).from(users).where(eq(users.id, userId)),
  ]);
  return { limit: row?.limit ?? null, clubLimit: limits.invitations, restDays: limits.restDays };
}

/** null goes back to the club's limit; a number above the club's is refused. */
export async function setOwnSurveyLimit(
  ctx: Ctx,
  userId: number,
  limit: number | null,
): Promise<SurveyLimitView> {
  const { invitations } = await contactLimits(ctx.db, ctx.config);
  if (limit !== null && limit > invitations)
    throw validationFailed({
      limit: { key: 'validation.survey_limit_max', params: { max: invitations } },
    });
  await ctx.db.update(users).set({ surveyInviteLimit: limit }).where(eq(users.id, userId));
  return ownSurveyLimit(ctx, userId);
}
