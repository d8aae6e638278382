import { describe, expect, it } from 'vitest';
import type { OfferDetail } from '@fanclub/contract/offer-views';
import { mailErrorsOf, mailLanguages, mailSetOf } from '@/admin-kit/mail/mail-form';
import { emptyOfferForm, offerFormFrom } from './offer-form';

const detail: OfferDetail = {
  id: 3,
  titleJa: '倉敷の宿 10%割引',
  titleEn: 'Kurashiki inn 10% off',
  title: '倉敷の宿 10%割引',
  imageUrl: '/uploads/offers/3.webp',
  link: 'https://partner.example.com/deal',
  startAt: '2026-12-01T01:00:00.000Z',
  expiresAt: '2026-12-31T14:59:00.000Z',
  status: 'disabled',
  state: 'disabled',
  clicks: 4,
  humanClicks: 2,
  uniqueClickers: 2,
  openRate: 0.5,
  sendToNewMembers: false,
  createdAt: '2026-11-20T01:00:00.000Z',
  description: '二泊以上で使えます。',
  mainLanguage: 'en',
  startAtJst: '2026-12-01 10:00',
  expiresAtJst: '2026-12-31 23:59',
  audience: null,
  emails: [
    { id: 1, language: 'ja', subject: 'ご優待', body: '{{offer_link}}' },
    { id: 2, language: 'en', subject: 'A deal', body: 'See {{offer_link}}' },
  ],
};

describe('the offer form', () => {
  it('starts empty, active, in Japanese, without an image or audience', () => {
    const form = emptyOfferForm();
    expect(form.basic.status).toBe('active');
    expect(form.basic.mainLanguage).toBe('ja');
    expect(form.imageUrl).toBeNull();
    expect(form.hasAudience).toBe(false);
    expect(mailLanguages(form.mail)).toEqual([]);
  });

  it('is filled from a saved offer: Japan-time dates, its image, each written mail', () => {
    const form = offerFormFrom(detail);
    expect(form.basic).toEqual({
      titleJa: detail.titleJa,
      titleEn: detail.titleEn,
      link: detail.link,
      description: detail.description,
      mainLanguage: 'en',
      startAt: '2026-12-01 10:00',
      expiresAt: '2026-12-31 23:59',
      status: 'disabled',
    });
    expect(form.imageUrl).toBe(detail.imageUrl);
    expect(form.hasAudience).toBe(false);
    expect(mailSetOf(form.mail)).toEqual({
      ja: { subject: 'ご優待', body: '{{offer_link}}' },
      en: { subject: 'A deal', body: 'See {{offer_link}}' },
    });
  });

  it("puts the server's mail field errors and the local problems on their language and part", () => {
    const errors = mailErrorsOf([{ lang: 'ja', part: 'subject', message: 'validation.required' }], {
      'mail.en.body': ['Unknown tag {{survey_link}}'],
      offerId: ['should not be blank'],
    });
    expect(errors).toEqual({
      ja: { subject: { message: 'validation.required' } },
      en: { body: { message: 'Unknown tag {{survey_link}}' } },
    });
  });
});
