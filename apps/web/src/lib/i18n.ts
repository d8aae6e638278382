// i18next set-up: the locale from storage, the public namespaces bundled, the contract's
// message catalogue as the 'messages' namespace, and the language switch.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@fanclub/contract/messages';
import { UI_LOCALES, type UiLocale } from '@fanclub/contract/codes';
import jaCommon from '@/locales/ja/common.json';
import enCommon from '@/locales/en/common.json';
import jaAuth from '@/locales/ja/auth.json';
import enAuth from '@/locales/en/auth.json';
import type jaMember from '@/locales/ja/member.json';
import type enMember from '@/locales/en/member.json';
import type jaAdmin from '@/locales/ja/admin.json';
import type enAdmin from '@/locales/en/admin.json';
import { getLocale, storeLocale } from './locale';

type Catalogue = Record<string, Record<string, string>>;

/** 'validation.required' → { validation: { required } }, so i18next's '.' separator works. */
function nestMessages(flat: Record<string, string>): Catalogue {
  const nested: Catalogue = {};
  for (const [key, text] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const group = key.slice(0, dot);
    (nested[group] ??= {})[key.slice(dot + 1)] = text;
  }
  return nested;
}

const resources = {
  ja: { common: jaCommon, auth: jaAuth, messages: nestMessages(messages.ja) },
  en: { common: enCommon, auth: enAuth, messages: nestMessages(messages.en) },
};

// Both languages must have the same keys: each file type-checks against the other.
type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };
export type LocaleShapeCheck = [
  typeof jaCommon extends SameShape<typeof enCommon> ? true : never,
  typeof enCommon extends SameShape<typeof jaCommon> ? true : never,
  typeof jaAuth extends SameShape<typeof enAuth> ? true : never,
  typeof enAuth extends SameShape<typeof jaAuth> ? true : never,
  typeof jaMember extends SameShape<typeof enMember> ? true : never,
  typeof enMember extends SameShape<typeof jaMember> ? true : never,
  typeof jaAdmin extends SameShape<typeof enAdmin> ? true : never,
  typeof enAdmin extends SameShape<typeof jaAdmin> ? true : never,
];
const localeShapeCheck: LocaleShapeCheck = [true, true, true, true, true, true, true, true];
void localeShapeCheck;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof jaCommon;
      auth: typeof jaAuth;
      member: typeof jaMember;
      admin: typeof jaAdmin;
      messages: Catalogue;
    };
  }
}

void i18n.use(initReactI18next).init({
  resources,
  lng: getLocale(),
  fallbackLng: 'ja',
  supportedLngs: [...UI_LOCALES],
  ns: ['common', 'auth', 'messages'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
document.documentElement.lang = getLocale();

/** Adds a namespace that a lazily loaded part of the app brings with it. */
export function addNamespace(ns: 'member' | 'admin', bundles: Record<UiLocale, object>) {
  for (const locale of UI_LOCALES) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, bundles[locale]);
  }
}

export function changeLocale(locale: UiLocale) {
  storeLocale(locale);
  void i18n.changeLanguage(locale);
}

export { i18n };
