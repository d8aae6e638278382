// Test data for campaign tests: a valid campaign body and a campaign set up through the wizard.
import { expect } from 'vitest';
import type { Audience } from '@fanclub/contract/audience';
import { json, type Client } from '../../../test/helpers';

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

export function campaignBody(overrides: Record<string, unknown> = {}) {
  return {
    titleJa: '瀬戸内の島旅アンケート',
    titleEn: 'Setouchi island trips survey',
    description: '島旅の思い出を教えてください。',
    point: 120,
    lengthMinutes: 10,
    surveyLink: 'https://survey.example.com/s/setouchi?rid=[RID]&src=fan',
    primaryLanguage: 'ja',
    startAt: iso(-3600_000),
    expiresAt: iso(7 * 86400_000),
    respondentLimit: null,
    ...overrides,
  };
}

export const INVITATION = {
  ja: {
    subject: '{{nick_name}}さん、「{{survey_name}}」へのご協力のお願い',
    body: '<p>所要時間は約{{survey_length}}分、{{survey_point}}ポイント進呈。締切：{{survey_deadline}}</p><p><a href="{{survey_link}}">{{survey_link}}</a></p>',
  },
  en: {
    subject: '{{nick_name}}, please answer "{{survey_name}}"',
    body: '<p>About {{survey_length}} minutes, {{survey_point}} points. Deadline: {{survey_deadline}}</p><p><a href="{{survey_link}}">{{survey_link}}</a></p>',
  },
};
export const REMINDER = {
  ja: {
    subject: '【リマインド】{{survey_name}}',
    body: '<p>まだの方はこちらから：{{survey_link}}</p>',
  },
};

/** Steps 1 to 4 of the wizard; returns the campaign id. */
export async function setupCampaign(
  admin: Client,
  audience: Audience,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const created = await admin.post('/api/admin/campaign/create-detail', campaignBody(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const id = json<{ data: { id: number } }>(created).data.id;
  for (const [type, mail] of [
    ['invitation', INVITATION],
    ['reminder', REMINDER],
  ] as const) {
    const res = await admin.post('/api/admin/campaign/create-email', {
      campaignId: id,
      type,
      mail,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const aud = await admin.post('/api/admin/campaign/create-audience', { campaignId: id, audience });
  expect(aud.statusCode, aud.body).toBe(200);
  return id;
}

/** A custom audience of members born in one year (each test picks its own year). */
export const bornIn = (year: number): Audience => {
  const age = new Date().getFullYear() - year;
  return { type: 'custom', ageMin: age, ageMax: age };
};
