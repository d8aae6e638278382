import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import en from '@/locales/en/admin.json';
import { emailParts } from '@/components/email-text';
import { languageLabel, templateLabel } from './template-label';

// A stand-in for i18next over the English catalogue.
const t = ((key: string, params?: Record<string, string>) => {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? '');
}) as unknown as TFunction<'admin'>;

describe('outbox labels', () => {
  it('names every kind of mail in words, never by its internal name', () => {
    expect(templateLabel(t, 'verifyEmail')).toBe('Address confirmation');
    expect(templateLabel(t, 'sendout_post')).toBe('Post mail');
    expect(templateLabel(t, 'sendout_test_offer')).toBe('Test: Offer mail');
    expect(templateLabel(t, 'group_invitation')).toBe('Group mail');
    expect(templateLabel(t, 'somethingNew')).toBe('Other mail');
  });

  it('names the mail language', () => {
    expect(languageLabel('ja', 'en')).toBe('Japanese');
    expect(languageLabel('en', 'ja')).toBe('英語');
  });

  it('lets an address wrap only after @ and before dots', () => {
    expect(emailParts('haruka.shimada@example.jp')).toEqual([
      'haruka',
      '.shimada@',
      'example',
      '.jp',
    ]);
  });
});
