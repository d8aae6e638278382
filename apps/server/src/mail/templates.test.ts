// Every transactional mail in every content language: complete text, no leftover placeholder, a
// short subject, the recipient's language chosen (Japanese as the fallback), and the HTML body
// tagged with that language.
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { LANGUAGE_TAGS } from '@fanclub/contract/reference';
import { describe, expect, it } from 'vitest';
import { mailLanguage, renderTemplate, templates, type TemplateName } from './templates';

const URL_SAMPLE = 'https://club.example.jp/reset-password?token=abc123&email=a%40example.jp';
const VARS = {
  nickname: 'しまなみ遥',
  url: URL_SAMPLE,
  rewardName: 'Amazon gift card',
  points: 12000,
  type: 'amazon',
  reference: 'AQ7K-22PLM9-XW4T',
  reason: 'The address could not be verified',
  title: 'Setouchi Island Travel Survey 2026',
};
const NAMES = Object.keys(templates) as TemplateName[];
const ALPHABETIC = new Set<ContentLanguage>(['en', 'th']);

/** Scripts that tell a language's text apart: the body must be written in its own. */
const SCRIPT: Record<ContentLanguage, RegExp> = {
  ja: /[\u3040-\u30ff]/, // kana
  en: /^[\x20-\x7e\n—–’“”]*$/,
  zh: /[\u4e00-\u9fff]/,
  tw: /[\u4e00-\u9fff]/,
  ko: /[\uac00-\ud7af]/,
  th: /[\u0e00-\u0e7f]/,
};

describe('transactional mail templates', () => {
  it('mark notes with ※ in Japanese only among Japanese and English', () => {
    const withNotes = NAMES.filter((name) => renderTemplate(name, 'ja', VARS).text.includes('※'));
    expect(withNotes.length).toBeGreaterThan(0);
    for (const name of withNotes) {
      const en = renderTemplate(name, 'en', VARS);
      expect(en.text, name).not.toContain('※');
      expect(en.html, name).not.toContain('※');
    }
  });

  it('are written in all six content languages', () => {
    for (const name of NAMES) {
      expect(Object.keys(templates[name]).sort()).toEqual([...CONTENT_LANGUAGES].sort());
    }
  });

  for (const name of NAMES) {
    for (const lang of CONTENT_LANGUAGES) {
      it(`${name} renders completely in ${lang}`, () => {
        for (const type of ['amazon', 'paypal']) {
          const mail = renderTemplate(name, lang, { ...VARS, type });
          expect(mail.language).toBe(lang);
          for (const text of [mail.subject, mail.text, mail.html]) {
            expect(text.trim()).not.toBe('');
            // No placeholder or missing value left behind.
            expect(text).not.toMatch(/\$\{|\{\{|\}\}|undefined|null|NaN|\[object /);
          }
          expect(mail.text).toContain(VARS.nickname);
          expect(mail.text).toContain(URL_SAMPLE);
          expect(mail.html).toContain(`<html lang="${LANGUAGE_TAGS[lang]}">`);
          expect(mail.html).toContain(URL_SAMPLE.replace(/&/g, '&amp;'));
          // Subjects stay short: the club's name plus a few words (an alphabet takes more letters).
          expect(mail.subject.length).toBeLessThanOrEqual(ALPHABETIC.has(lang) ? 60 : 32);
          // Written in the language itself, not left in Japanese (the nickname aside).
          const body = mail.text.replace(VARS.nickname, '');
          expect(body).toMatch(SCRIPT[lang]);
          if (lang !== 'ja') expect(body).not.toMatch(/[\u3040-\u30ff]/);
          if (name.startsWith('exchange')) {
            expect(mail.text).toMatch(/12,000/);
            expect(mail.text).toContain(VARS.rewardName);
          }
          if (name === 'exchangeCompleted') expect(mail.text).toContain(VARS.reference);
          if (name === 'exchangeFailed') expect(mail.text).toContain(VARS.reason);
        }
      });
    }
  }

  it('differ between languages: each language has its own text', () => {
    for (const name of NAMES) {
      const subjects = CONTENT_LANGUAGES.map((lang) => renderTemplate(name, lang, VARS).subject);
      expect(new Set(subjects).size).toBe(CONTENT_LANGUAGES.length);
    }
  });

  it('writes Simplified Chinese for zh and Traditional for tw', () => {
    expect(renderTemplate('resetPassword', 'zh', VARS).subject).toContain('重置密码');
    expect(renderTemplate('resetPassword', 'tw', VARS).subject).toContain('重設密碼');
    expect(renderTemplate('exchangeCompleted', 'zh', VARS).text).toContain('兑换');
    expect(renderTemplate('exchangeCompleted', 'tw', VARS).text).toContain('兌換');
  });
});

describe('mailLanguage', () => {
  it("picks the recipient's content language, English (the chain) when it is unknown or missing", () => {
    for (const lang of CONTENT_LANGUAGES) expect(mailLanguage(lang)).toBe(lang);
    expect(mailLanguage('fr')).toBe('en');
    expect(mailLanguage('')).toBe('en');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
  });

  it('reads BCP 47 tags as the code they stand for', () => {
    expect(mailLanguage('zh-TW')).toBe('tw');
    expect(mailLanguage('zh-Hant')).toBe('tw');
    expect(mailLanguage('zh_HK')).toBe('tw');
    expect(mailLanguage('zh-Hans')).toBe('zh');
    expect(mailLanguage('zh-CN')).toBe('zh');
    expect(mailLanguage('en-GB')).toBe('en');
    expect(mailLanguage('ko-KR')).toBe('ko');
    expect(mailLanguage('TH')).toBe('th');
  });

  it('renders a mail for an unknown language in English (the chain)', () => {
    const mail = renderTemplate('verifyEmail', 'fr', VARS);
    expect(mail.language).toBe('en');
    expect(mail.subject).toMatch(/^\[Setouchi Fan Club\]/);
  });
});
