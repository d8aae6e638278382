// i18next set-up: the locale from storage, the contract's message catalogue as the 'messages'
// namespace (Japanese bundled, English fetched when used), the app's own namespaces loaded per
// language on demand, and the language switch. A visit fetches only its language's texts (and those it falls back to):
// 'common' before the first render, 'auth', 'member' and 'admin' with the screens using them.
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_LOCALES, type UiLocale } from '@fanclub/contract/codes';
import type jaCommon from '@/locales/ja/common.json';
import type enCommon from '@/locales/en/common.json';
import type jaAuth from '@/locales/ja/auth.json';
import type enAuth from '@/locales/en/auth.json';
import type jaMember from '@/locales/ja/member.json';
import type enMember from '@/locales/en/member.json';
import type jaAdmin from '@/locales/ja/admin.json';
import type enAdmin from '@/locales/en/admin.json';
import type jaCampaigns from '@/locales/ja/campaigns.json';
import type enCampaigns from '@/locales/en/campaigns.json';
import type jaSurveys from '@/locales/ja/surveys.json';
import type enSurveys from '@/locales/en/surveys.json';
import type jaStats from '@/locales/ja/stats.json';
import type enStats from '@/locales/en/stats.json';
import type jaOffers from '@/locales/ja/offers.json';
import type enOffers from '@/locales/en/offers.json';
import type jaPolicies from '@/locales/ja/policies.json';
import type enPolicies from '@/locales/en/policies.json';
import type jaGroupMail from '@/locales/ja/group-mail.json';
import type enGroupMail from '@/locales/en/group-mail.json';
import type jaGroupTopics from '@/locales/ja/group-topics.json';
import type enGroupTopics from '@/locales/en/group-topics.json';
import type jaGroupsAdmin from '@/locales/ja/groups-admin.json';
import type enGroupsAdmin from '@/locales/en/groups-admin.json';
import type jaGroups from '@/locales/ja/groups.json';
import type enGroups from '@/locales/en/groups.json';
import { getLocale, storeLocale } from './locale';
import { loadMessages, messagesJa } from './messages';

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

// English messages come through the backend below, the first time English is used.
const resources = { ja: { messages: nestMessages(messagesJa) } };

/** One chunk per catalogue file, fetched the first time i18next asks for that language. */
const catalogues = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === 'messages') {
      loadMessages(language as UiLocale).then(
        (catalogue) => callback(null, nestMessages(catalogue)),
        (error: unknown) => callback(error instanceof Error ? error : String(error), false),
      );
      return;
    }
    const load = catalogues[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

// Both languages must have the same keys: each file type-checks against the other. A plural's
// forms (`members_one`, `members_other`: English has two, Japanese one) count as one key.
type PluralBase<K> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? B
  : K;
type Shape<T> = {
  [K in keyof T as PluralBase<K>]: T[K] extends string ? string : Shape<T[K]>;
};
export type LocaleShapeCheck = [
  Shape<typeof jaCommon> extends Shape<typeof enCommon> ? true : never,
  Shape<typeof enCommon> extends Shape<typeof jaCommon> ? true : never,
  Shape<typeof jaAuth> extends Shape<typeof enAuth> ? true : never,
  Shape<typeof enAuth> extends Shape<typeof jaAuth> ? true : never,
  Shape<typeof jaMember> extends Shape<typeof enMember> ? true : never,
  Shape<typeof enMember> extends Shape<typeof jaMember> ? true : never,
  Shape<typeof jaAdmin> extends Shape<typeof enAdmin> ? true : never,
  Shape<typeof enAdmin> extends Shape<typeof jaAdmin> ? true : never,
  Shape<typeof jaCampaigns> extends Shape<typeof enCampaigns> ? true : never,
  Shape<typeof enCampaigns> extends Shape<typeof jaCampaigns> ? true : never,
  Shape<typeof jaSurveys> extends Shape<typeof enSurveys> ? true : never,
  Shape<typeof enSurveys> extends Shape<typeof jaSurveys> ? true : never,
  Shape<typeof jaStats> extends Shape<typeof enStats> ? true : never,
  Shape<typeof enStats> extends Shape<typeof jaStats> ? true : never,
  Shape<typeof jaOffers> extends Shape<typeof enOffers> ? true : never,
  Shape<typeof enOffers> extends Shape<typeof jaOffers> ? true : never,
  Shape<typeof jaPolicies> extends Shape<typeof enPolicies> ? true : never,
  Shape<typeof enPolicies> extends Shape<typeof jaPolicies> ? true : never,
  Shape<typeof jaGroupMail> extends Shape<typeof enGroupMail> ? true : never,
  Shape<typeof enGroupMail> extends Shape<typeof jaGroupMail> ? true : never,
  Shape<typeof jaGroupTopics> extends Shape<typeof enGroupTopics> ? true : never,
  Shape<typeof enGroupTopics> extends Shape<typeof jaGroupTopics> ? true : never,
  Shape<typeof jaGroupsAdmin> extends Shape<typeof enGroupsAdmin> ? true : never,
  Shape<typeof enGroupsAdmin> extends Shape<typeof jaGroupsAdmin> ? true : never,
  Shape<typeof jaGroups> extends Shape<typeof enGroups> ? true : never,
  Shape<typeof enGroups> extends Shape<typeof jaGroups> ? true : never,
];
const localeShapeCheck: LocaleShapeCheck = [
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
  true,
];
void localeShapeCheck;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof jaCommon;
      auth: typeof jaAuth;
      member: typeof jaMember;
      admin: typeof jaAdmin;
      campaigns: typeof jaCampaigns;
      surveys: typeof jaSurveys;
      stats: typeof jaStats;
      offers: typeof jaOffers;
      policies: typeof jaPolicies;
      'group-mail': typeof jaGroupMail;
      'group-topics': typeof jaGroupTopics;
      'groups-admin': typeof jaGroupsAdmin;
      groups: typeof jaGroups;
      messages: Catalogue;
    };
  }
}

/** Settles once the current language's 'common' texts are in: the app renders after that. */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: getLocale(),
    fallbackLng: 'ja',
    supportedLngs: [...UI_LOCALES],
    ns: ['common', 'messages'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
document.documentElement.lang = getLocale();

/**
 * Loads a namespace that a lazily loaded part of the app brings with it, in the current
 * language; from then on a language switch loads it in the new language before switching.
 */
export function loadNamespace(
  ns:
    | 'auth'
    | 'member'
    | 'admin'
    | 'campaigns'
    | 'surveys'
    | 'stats'
    | 'offers'
    | 'policies'
    | 'group-topics'
    | 'group-mail'
    | 'groups-admin'
    | 'groups',
): Promise<void> {
  return i18nReady.then(() => i18n.loadNamespaces(ns));
}

export function changeLocale(locale: UiLocale) {
  storeLocale(locale);
  void i18n.changeLanguage(locale);
}

export { i18n };
