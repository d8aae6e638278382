import { describe, expect, it } from 'vitest';
import type { CampaignDetail } from '@fanclub/contract/campaign-views';
import {
  campaignFormFrom,
  emptyCampaignForm,
  mailErrorsFrom,
  mailSetOf,
  toDetailBody,
} from './campaign-form';

const detail = {
  id: 7,
  titleJa: '倉敷アンケート',
  titleEn: 'Kurashiki survey',
  title: '倉敷アンケート',
  description: '',
  point: 120,
  screenoutPoint: 10,
  overQuotaPoint: null,
  lengthMinutes: 8,
  surveyLink: 'https://survey.example.com/s?rid=[RID]',
  primaryLanguage: 'ja',
  startAt: '2026-12-01T01:00:00.000Z',
  expiresAt: '2026-12-31T14:59:00.000Z',
  startAtJst: '2026-12-01 10:00',
  expiresAtJst: '2026-12-31 23:59',
  respondentLimit: null,
  completedCount: 0,
  status: 'active',
  state: 'open',
  openRate: 0,
  sendToNewMembers: false,
  deletable: true,
  createdAt: '2026-11-24T00:00:00.000Z',
  audience: null,
  emails: [
    { id: 1, type: 'invitation', language: 'ja', subject: '件名', body: '<p>本文</p>' },
    { id: 2, type: 'reminder', language: 'en', subject: 'Reminder', body: '<p>Body</p>' },
  ],
  previews: [],
  respondents: { invited: 0, started: 0, completed: 0, screenout: 0, overquota: 0 },
  completion: { url: '', howToSign: '', algorithm: 'HMAC-SHA256' },
} satisfies CampaignDetail;

describe('campaign form', () => {
  it('fills the wizard from a saved campaign: Japan-time fields, mails by type and language', () => {
    const form = campaignFormFrom(detail);
    expect(form.basic).toMatchObject({
      point: '120',
      screenoutPoint: '10',
      overQuotaPoint: '',
      startAt: '2026-12-01 10:00',
      expiresAt: '2026-12-31 23:59',
      limitMode: 'unlimited',
      respondentLimit: '',
    });
    expect(form.mail.invitation.ja).toEqual({ subject: '件名', body: '<p>本文</p>' });
    expect(form.mail.reminder.en).toEqual({ subject: 'Reminder', body: '<p>Body</p>' });
    expect(form.mail.invitation.en).toEqual({ subject: '', body: '' });
    expect(form.hasAudience).toBe(false);
    expect(campaignFormFrom({ ...detail, audience: { type: 'all' } }).hasAudience).toBe(true);
    expect(campaignFormFrom({ ...detail, respondentLimit: 50 }).basic).toMatchObject({
      limitMode: 'limit',
      respondentLimit: '50',
    });
  });

  it('sends "unlimited" as null whatever the limit field holds, and an empty screen-out as 0', () => {
    const basic = { ...emptyCampaignForm().basic, respondentLimit: '30', screenoutPoint: '' };
    expect(toDetailBody(basic)).toMatchObject({ respondentLimit: null, screenoutPoint: 0 });
    expect(toDetailBody({ ...basic, limitMode: 'limit' }).respondentLimit).toBe('30');
  });

  it('sends only the written languages of a mail', () => {
    const mail = campaignFormFrom(detail).mail;
    expect(mailSetOf(mail.invitation)).toEqual({ ja: { subject: '件名', body: '<p>本文</p>' } });
    expect(mailSetOf(emptyCampaignForm().mail.reminder)).toEqual({});
  });

  it("puts the server's mail field errors on their language and part, and nothing else", () => {
    expect(
      mailErrorsFrom({
        'mail.en.body': ['Only these tags may be used'],
        'mail.ja.subject': ['入力してください'],
        campaignId: ['invalid'],
      }),
    ).toEqual({
      en: { body: { message: 'Only these tags may be used' } },
      ja: { subject: { message: '入力してください' } },
    });
    expect(mailErrorsFrom(undefined)).toEqual({});
  });
});
