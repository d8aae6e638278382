// What the notification list says beside each item and on its open link, in both languages.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_CAUSES } from '@fanclub/contract/notifications';
import en from '@/locales/en/member.json';
import ja from '@/locales/ja/member.json';

const texts = { ja: ja.notifications, en: en.notifications };
const label = (lng: 'ja' | 'en', cause: string) =>
  (texts[lng].causes as Record<string, string | undefined>)[cause];
const openLink = (lng: 'ja' | 'en', cause: string) =>
  texts[lng].openCause.replace('{{cause}}', label(lng, cause) ?? '');

describe('notification causes', () => {
  it('names every cause in both languages, and the open link reads as a phrase', () => {
    for (const lng of ['ja', 'en'] as const) {
      for (const cause of NOTIFICATION_CAUSES) {
        expect(label(lng, cause), `${lng} ${cause}`).toBeTruthy();
        // "事務局からを開く": a case particle right before を is not Japanese.
        expect(openLink(lng, cause), `${lng} ${cause}`).not.toMatch(
          /(から|まで|より|へ|で)を開く$/,
        );
      }
    }
  });

  it('an exchange request received is not labelled as a decision', () => {
    expect(label('en', 'exchange_request')).toBe('Exchange request received');
    expect(label('ja', 'exchange_request')).toBe('交換申請の受付');
    expect(label('en', 'exchange')).toBe('Exchange decision');
    expect(openLink('ja', 'adjustment')).toBe('事務局によるポイント調整を開く');
  });
});
