// Filling a catalogue message, apart from the catalogues so the web app can use it without
// loading the English one.
import type { UiLocale } from './codes';

/**
 * Fills `{{name}}` placeholders, and `{{name|one|other}}` with the word that the locale's plural
 * rules choose for that number ("1 point", "2 points"). The web app fills its copy of the
 * catalogue with this too.
 */
export function fillMessage(
  locale: UiLocale,
  template: string,
  params: Record<string, string | number>,
): string {
  return template.replace(
    /\{\{(\w+)(?:\|([^|}]*)\|([^|}]*))?\}\}/g,
    (whole, name: string, one?: string, other?: string) => {
      if (!(name in params)) return whole;
      if (one === undefined) return String(params[name]);
      const count = Number(String(params[name]).replace(/,/g, ''));
      return new Intl.PluralRules(locale).select(count) === 'one' ? one : other!;
    },
  );
}
