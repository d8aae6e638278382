import { describe, expect, it } from 'vitest';
import { MAIL_TAGS_BY_SOURCE } from '@fanclub/contract/sendouts';
import { emptyMail, insertTagAt, mailLanguages, mailProblems } from './mail-form';

const written = (patch: Partial<Record<'ja' | 'en', { subject: string; body: string }>>) => ({
  ...emptyMail(),
  ...patch,
});

describe('mailProblems', () => {
  it('accepts no mail at all, and a complete Japanese mail', () => {
    expect(mailProblems(emptyMail(), MAIL_TAGS_BY_SOURCE.post)).toEqual([]);
    const mail = written({ ja: { subject: 'お知らせ', body: '{{nick_name}}さん' } });
    expect(mailLanguages(mail)).toEqual(['ja']);
    expect(mailProblems(mail, MAIL_TAGS_BY_SOURCE.post)).toEqual([]);
  });

  it('requires both parts of a language that is started', () => {
    const mail = written({ ja: { subject: 'お知らせ', body: ' ' } });
    expect(mailProblems(mail, MAIL_TAGS_BY_SOURCE.post)).toEqual([
      { lang: 'ja', part: 'body', message: 'validation.required' },
    ]);
  });

  it('refuses a tag the source does not have, naming it', () => {
    const mail = written({ ja: { subject: '{{survey_link}}', body: '本文' } });
    expect(mailProblems(mail, MAIL_TAGS_BY_SOURCE.post)).toEqual([
      {
        lang: 'ja',
        part: 'subject',
        message: 'validation.mail_tag|{"tags":"{{survey_link}}"}',
      },
    ]);
    expect(mailProblems(mail, MAIL_TAGS_BY_SOURCE.campaign)).toEqual([]);
  });

  it('requires Japanese once another language is written', () => {
    const mail = written({ en: { subject: 'News', body: 'Hello' } });
    expect(mailProblems(mail, MAIL_TAGS_BY_SOURCE.post)).toEqual([
      { lang: 'ja', part: 'subject', message: 'validation.mail_japanese' },
    ]);
  });
});

describe('insertTagAt', () => {
  it('replaces the selection with the tag and puts the cursor after it', () => {
    expect(insertTagAt('Dear X,', 'nick_name', 5, 6)).toEqual({
      text: 'Dear {{nick_name}},',
      cursor: 18,
    });
  });
});
