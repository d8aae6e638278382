// Demo survey campaigns: an open island-travel survey whose invitation went out (some members
// answered, one was screened out, some are still answering), a lemon tasting survey that filled
// its quota (the demo member among its respondents), and a Triennale survey that opens later with
// its invitation scheduled. Two pairs of accounts sharing a phone number answered too: their
// answers are held for review; a cycling survey invites a stratified sample (demo-campaign-sample.ts).
// Everything goes through the same commands as the admin's wizard.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Audience } from '@fanclub/contract/audience';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import type { MailSet } from '@fanclub/contract/sendouts';
import { campaignRespondents, sendoutRecipients, users, type UserRow } from '../db/schema/index';
import { createCampaignBatch } from '../modules/campaigns/mail';
import {
  createCampaign,
  saveEmails,
  setAudience,
  setSendToNewMembers,
} from '../modules/campaigns/service';
import { recordOpen } from '../modules/sendouts/tracking';
import { recipientToken } from '../modules/sendouts/tokens';
import { completeSurvey, startSurvey } from '../modules/surveys/service';
import { seedSampledCampaign } from './demo-campaign-sample';
import type { SendoutSeedCtx } from './sendouts';

const DAY = 86_400_000;
const jst = (ms: number) => formatJapanTime(new Date(Date.now() + ms));

const invitation = (jaIntro: string, enIntro: string): MailSet => ({
  ja: {
    subject: '【{{survey_point}}ポイント進呈】「{{survey_name}}」ご協力のお願い',
    body:
      '<p>{{nick_name}} 様</p>' +
      `<p>${jaIntro}</p>` +
      '<ul><li>所要時間：約{{survey_length}}分</li><li>謝礼：{{survey_point}}ポイント</li><li>回答期限：{{survey_deadline}}</li></ul>' +
      '<p><a href="{{survey_link}}">アンケートに回答する</a></p>',
  },
  en: {
    subject: '{{survey_point}} points: please answer "{{survey_name}}"',
    body:
      '<p>Dear {{nick_name}},</p>' +
      `<p>${enIntro}</p>` +
      '<ul><li>Time needed: about {{survey_length}} minutes</li><li>Reward: {{survey_point}} points</li><li>Deadline: {{survey_deadline}}</li></ul>' +
      '<p><a href="{{survey_link}}">Answer the survey</a></p>',
  },
});

const REMINDER: MailSet = {
  ja: {
    subject: '【締切間近】「{{survey_name}}」へのご回答をお待ちしています',
    body: '<p>{{nick_name}} 様</p><p>回答期限は{{survey_deadline}}です。まだの方はぜひご協力ください。</p><p><a href="{{survey_link}}">アンケートに回答する</a></p>',
  },
  en: {
    subject: 'Reminder: "{{survey_name}}" closes soon',
    body: '<p>Dear {{nick_name}},</p><p>The survey closes on {{survey_deadline}}. We would love to hear from you.</p><p><a href="{{survey_link}}">Answer the survey</a></p>',
  },
};

type Spec = {
  titleJa: string;
  titleEn: string;
  description: string;
  point: number;
  screenoutPoint?: number;
  lengthMinutes: number;
  slug: string;
  startAt: string;
  expiresAt: string;
  respondentLimit: number | null;
  audience: Audience;
  mail: MailSet;
};

async function create(ctx: SendoutSeedCtx, admin: UserRow, spec: Spec) {
  const campaign = await createCampaign(
    ctx.db,
    {
      titleJa: spec.titleJa,
      titleEn: spec.titleEn,
      description: spec.description,
      point: spec.point,
      screenoutPoint: spec.screenoutPoint ?? 0,
      overQuotaPoint: null,
      lengthMinutes: spec.lengthMinutes,
      surveyLink: `https://survey.example.com/s/${spec.slug}?rid=[RID]&lang=ja`,
      primaryLanguage: 'ja',
      startAt: spec.startAt,
      expiresAt: spec.expiresAt,
      respondentLimit: spec.respondentLimit,
      status: 'active',
    },
    admin.id,
  );
  await saveEmails(ctx.db, campaign.id, 'invitation', spec.mail);
  await saveEmails(ctx.db, campaign.id, 'reminder', REMINDER);
  return setAudience(ctx.db, campaign.id, spec.audience);
}

/** Members who accept survey invitations, oldest first (the demo member first of all). */
async function consenting(ctx: SendoutSeedCtx) {
  return ctx.db
    .select()
    .from(users)
    .where(and(eq(users.status, 'active'), eq(users.surveyConsent, true), ne(users.isAdmin, true)))
    .orderBy(asc(users.id));
}

async function answer(
  ctx: SendoutSeedCtx,
  campaignId: number,
  member: UserRow,
  outcome?: 'complete' | 'screenout',
) {
  // Started as long ago as the survey takes, so the speed check sees an honest answer.
  const started = await startSurvey(ctx.db, campaignId, member, new Date(Date.now() - 30 * 60_000));
  if (!outcome || !('redirect' in started)) return;
  const [row] = await ctx.db
    .select({ rid: campaignRespondents.rid })
    .from(campaignRespondents)
    .where(
      and(
        eq(campaignRespondents.campaignId, campaignId),
        eq(campaignRespondents.userId, member.id),
      ),
    );
  if (row) await completeSurvey(ctx.db, ctx.config, row.rid, outcome);
}

export async function seedCampaigns(ctx: SendoutSeedCtx) {
  const [admin] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) return;
  await seedSampledCampaign(ctx, admin);
  const members = await consenting(ctx);
  const appUrl = ctx.config.appUrl;

  const islands = await create(ctx, admin, {
    titleJa: '瀬戸内の島旅に関するアンケート 2026',
    titleEn: 'Setouchi Island Travel Survey 2026',
    description:
      '瀬戸内の島々への旅行経験や、次に訪れてみたい島について教えてください。回答は今後の記事づくりに活用します。',
    point: 150,
    screenoutPoint: 10,
    lengthMinutes: 15,
    slug: 'island-travel-2026',
    startAt: jst(-5 * DAY),
    expiresAt: jst(30 * DAY),
    respondentLimit: 300,
    audience: { type: 'all' },
    mail: invitation(
      '瀬戸内の島旅についてのアンケートにご協力ください。よく訪れる島や移動手段、次に行ってみたい島を伺います。',
      'Please tell us about your trips to the Setouchi islands: where you go, how you travel and which island you would like to visit next.',
    ),
  });
  const sent = await createCampaignBatch(
    ctx.db,
    islands,
    { campaignId: islands.id, type: 'invitation', sendMode: 'now' },
    { appUrl, adminId: admin.id, config: ctx.config },
  );
  await ctx.sendouts.tick();
  // A few members opened the invitation (as the pixel records it), so the open rate is not 0.
  const secret = ctx.config.secrets.session;
  const readers = await ctx.db
    .select({ userId: sendoutRecipients.userId })
    .from(sendoutRecipients)
    .where(and(eq(sendoutRecipients.batchId, sent.id), eq(sendoutRecipients.status, 'sent')))
    .orderBy(asc(sendoutRecipients.userId))
    .limit(4);
  for (const { userId } of readers)
    await recordOpen(ctx.db, secret, recipientToken(secret, sent.id, userId));
  await setSendToNewMembers(ctx.db, islands.id, true);
  // The demo member has not answered yet: the survey waits for them on their home page.
  for (const [i, member] of members.slice(1, 7).entries())
    await answer(ctx, islands.id, member, i < 3 ? 'complete' : i === 3 ? 'screenout' : undefined);

  // Two pairs of accounts that give the same phone number: their answers wait in the admin's
  // review queue as possible duplicates instead of being paid.
  const pairs = members.slice(7, 11);
  for (const [i, member] of pairs.entries())
    await ctx.db
      .update(users)
      .set({ phone: i < 2 ? '0829441200' : '0878215530' })
      .where(eq(users.id, member.id));
  for (const member of pairs) await answer(ctx, islands.id, member, 'complete');

  const lemon = await create(ctx, admin, {
    titleJa: '瀬戸内レモン新商品の試食モニター調査',
    titleEn: 'Setouchi lemon new products tasting panel',
    description:
      '瀬戸内レモンを使った新しいお菓子と飲み物について、味やパッケージの印象を伺います。',
    point: 300,
    lengthMinutes: 20,
    slug: 'lemon-tasting',
    startAt: jst(-20 * DAY),
    expiresAt: jst(10 * DAY),
    respondentLimit: 4,
    audience: { type: 'all' },
    mail: invitation(
      '瀬戸内レモンを使った新商品の試食モニター調査です。定員に達し次第、締め切ります。',
      'A tasting panel for new products made with Setouchi lemons. It closes as soon as it is full.',
    ),
  });
  // Filled up: the demo member and three others answered.
  for (const member of members.slice(0, 4)) await answer(ctx, lemon.id, member, 'complete');

  const triennale = await create(ctx, admin, {
    titleJa: '瀬戸内国際芸術祭 来場者アンケート',
    titleEn: 'Setouchi Triennale visitor survey',
    description: '芸術祭で訪れた島や作品、島での過ごし方について伺います。',
    point: 200,
    lengthMinutes: 12,
    slug: 'triennale-visitors',
    startAt: jst(20 * DAY),
    expiresAt: jst(60 * DAY),
    respondentLimit: null,
    audience: { type: 'custom', ageMin: 20 },
    mail: invitation(
      '瀬戸内国際芸術祭にお越しいただいた方を対象としたアンケートです。',
      'A survey for everyone who visited the Setouchi Triennale.',
    ),
  });
  await createCampaignBatch(
    ctx.db,
    triennale,
    {
      campaignId: triennale.id,
      type: 'invitation',
      sendMode: 'schedule',
      scheduledAt: jst(20 * DAY + 3600_000),
    },
    { appUrl, adminId: admin.id, config: ctx.config },
  );
}
