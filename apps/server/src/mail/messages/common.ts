// What every transactional mail shares, per content language: the club's name in the subject,
// the greeting and the office's signature, and numbers written as that language writes them.
import type { ContentLanguage } from '@fanclub/contract/codes';
import { LANGUAGE_TAGS } from '@fanclub/contract/reference';
import type { MailParts } from '../layout';

export type Localized<V> = Record<ContentLanguage, (v: V) => MailParts>;

/** Every message has the recipient's nickname and one link. */
export type BaseVars = { nickname: string; url: string };

const CLUB: Record<ContentLanguage, { subject: (text: string) => string; signature: string }> = {
  ja: { subject: (s) => `【瀬戸内ファンクラブ】${s}`, signature: '瀬戸内ファンクラブ事務局' },
  en: { subject: (s) => `[Setouchi Fan Club] ${s}`, signature: 'Setouchi Fan Club office' },
  zh: { subject: (s) => `【濑户内粉丝俱乐部】${s}`, signature: '濑户内粉丝俱乐部 运营团队' },
  tw: { subject: (s) => `【瀨戶內粉絲俱樂部】${s}`, signature: '瀨戶內粉絲俱樂部 營運團隊' },
  ko: { subject: (s) => `[세토우치 팬클럽] ${s}`, signature: '세토우치 팬클럽 사무국' },
  th: { subject: (s) => `[เซโตะอุจิ แฟนคลับ] ${s}`, signature: 'ทีมงานเซโตะอุจิ แฟนคลับ' },
};

const GREETING: Record<ContentLanguage, (nickname: string) => string> = {
  ja: (n) => `${n} 様`,
  en: (n) => `Dear ${n},`,
  zh: (n) => `${n}，您好：`,
  tw: (n) => `${n}，您好：`,
  ko: (n) => `${n}님, 안녕하세요.`,
  th: (n) => `เรียน คุณ${n}`,
};

export const subjectIn = (lang: ContentLanguage, text: string) => CLUB[lang].subject(text);
export const greetingIn = (lang: ContentLanguage, nickname: string) => GREETING[lang](nickname);
export const signatureIn = (lang: ContentLanguage) => CLUB[lang].signature;

/** 12000 → "12,000", with the digits the language writes (Thai keeps Arabic digits). */
export function pointsIn(lang: ContentLanguage, points: number | undefined): string {
  return points === undefined ? '' : new Intl.NumberFormat(LANGUAGE_TAGS[lang]).format(points);
}
