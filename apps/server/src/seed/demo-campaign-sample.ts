// A demo campaign with a stratified sample: members 36 and over, up to 8 drawn by age group in
// proportion to quotas of one complete each in the 30s, 40s and 50s. The invitation went out as
// the first draw; in the 50s, the first answer filled the quota, so the second one ended over
// quota (and was paid its over-quota points). Made through the admin's commands, before the other
// demo campaigns, so that no member is resting yet when it draws.
import { and, asc, eq } from 'drizzle-orm';
import type { SampleSetting } from '@fanclub/contract/campaign-samples';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { MailSet } from '@fanclub/contract/sendouts';
import { campaignRespondents, users, type UserRow } from '../db/schema/index';
import { drawable } from '../modules/campaign-samples/check';
import { saveSample } from '../modules/campaign-samples/service';
import { createCampaignBatch } from '../modules/campaigns/mail';
import { createCampaign, saveEmails, setAudience } from '../modules/campaigns/service';
import { completeSurvey, startSurvey } from '../modules/surveys/service';
import type { SendoutSeedCtx } from './sendouts';

const DAY = 86_400_000;
const jst = (ms: number) => formatJapanTime(new Date(Date.now() + ms));

const MAIL: MailSet = {
  ja: {
    subject: '【{{survey_point}}ポイント進呈】「{{survey_name}}」ご協力のお願い',
    body: '<p>{{nick_name}} 様</p><p>しまなみ海道のサイクリングについて伺います。抽選で選ばれた方にお送りしています。</p><p><a href="{{survey_link}}">アンケートに回答する</a></p>',
  },
  en: {
    subject: '{{survey_point}} points: please answer "{{survey_name}}"',
    body: '<p>Dear {{nick_name}},</p><p>A survey on cycling the Shimanami Kaido, sent to members drawn at random.</p><p><a href="{{survey_link}}">Answer the survey</a></p>',
  },
};

const QUOTAS = { AG30: 1, AG40: 1, AG50: 1 };

export async function seedSampledCampaign(ctx: SendoutSeedCtx, admin: UserRow) {
  const created = await createCampaign(
    ctx.db,
    {
      titleJa: 'しまなみ海道サイクリング 利用実態調査',
      titleEn: 'Shimanami Kaido cycling survey',
      description: 'しまなみ海道を自転車で走った経験や、休憩した島について伺います。',
      point: 100,
      screenoutPoint: 10,
      overQuotaPoint: 20,
      lengthMinutes: 10,
      surveyLink: 'https://survey.example.com/s/shimanami-cycling?rid=[RID]&lang=ja',
      primaryLanguage: 'ja',
      startAt: jst(-2 * DAY),
      expiresAt: jst(20 * DAY),
      respondentLimit: 3,
      status: 'active',
    },
    admin.id,
  );
  await saveEmails(ctx.db, created.id, 'invitation', MAIL);
  // 36 and over: the two demo members (34 and 35) are never drawn, so their surveys stay as they were.
  const campaign = await setAudience(ctx.db, created.id, { type: 'custom', ageMin: 36 });
  const wanted: SampleSetting = {
    size: 8,
    stratifyBy: 'ageGroup',
    allocation: 'quotas',
    quotas: QUOTAS,
  };
  const { total } = await drawable(ctx.db, ctx.config, campaign, wanted, new Date());
  if (total === 0) return;
  const sampled = await saveSample(ctx.db, ctx.config, campaign, {
    ...wanted,
    size: Math.min(wanted.size, total),
  });
  await createCampaignBatch(
    ctx.db,
    sampled,
    { campaignId: sampled.id, type: 'invitation', sendMode: 'now' },
    { appUrl: ctx.config.appUrl, adminId: admin.id, config: ctx.config },
  );
  await ctx.sendouts.tick();

  // Two drawn members in their 50s answer: the second finds the age group's quota full.
  const fifties = await ctx.db
    .select({ user: users, rid: campaignRespondents.rid })
    .from(campaignRespondents)
    .innerJoin(users, eq(users.id, campaignRespondents.userId))
    .where(
      and(eq(campaignRespondents.campaignId, sampled.id), eq(campaignRespondents.stratum, 'AG50')),
    )
    .orderBy(asc(users.id));
  for (const { user, rid } of fifties.slice(0, 2)) {
    await startSurvey(ctx.db, sampled.id, user, new Date(Date.now() - 30 * 60_000));
    await completeSurvey(ctx.db, ctx.config, rid, 'complete');
  }
}
