// Code lists shared by the server and the web app.

export const UI_LOCALES = ['ja', 'en'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_LOCALE: UiLocale = 'ja';

export const CONTENT_LANGUAGES = ['ja', 'en', 'zh', 'ko', 'th', 'tw'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const GENDERS = ['GD01', 'GD02', 'GD00'] as const;
export type Gender = (typeof GENDERS)[number];

export const MEMBER_STATUSES = ['active', 'provisional', 'cancelled', 'unsubscribed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Reactions on posts and comments, in display order; one per member per target. */
export const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** The longest comment or reply, in characters. */
export const COMMENT_MAX_LENGTH = 2000;

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);
}

/** Picks the UI locale from a Content-Language / Accept-Language style header. */
export function pickLocale(header: string | undefined | null): UiLocale {
  if (!header) return DEFAULT_LOCALE;
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isUiLocale(first) ? first : DEFAULT_LOCALE;
}
