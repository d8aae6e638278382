// Select options from GET /api/codes in the UI language: Japan first, then countries by name;
// prefectures in JIS order; zones by offset; the content languages.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeLists } from '@fanclub/contract/reference';
import { codeOptions, labelOf } from '@/lib/code-lists';

const JAPAN = 'CT001';

export function useCodeOptions(codes: CodeLists) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const collator = new Intl.Collator(language === 'en' ? 'en' : 'ja');
    const countries = codeOptions(codes.countries, language).sort((a, b) =>
      a.value === JAPAN ? -1 : b.value === JAPAN ? 1 : collator.compare(a.label, b.label),
    );
    return {
      countries,
      prefectures: codeOptions(codes.prefectures, language),
      timezones: codeOptions(codes.timezones, language),
      languages: codeOptions(codes.languages, language),
      /** "+81" for a country code, or undefined when none is chosen. */
      phonePrefixOf: (code: string) => {
        const country = codes.countries.find((c) => c.code === code);
        return country ? `+${country.phonePrefix}` : undefined;
      },
      countryName: (code: string) => {
        const country = codes.countries.find((c) => c.code === code);
        return country ? labelOf(country, language) : '';
      },
    };
  }, [codes, language]);
}

/** A disabled first option that asks for a choice, as native selects have no placeholder. */
export function withPrompt(options: { value: string; label: string }[], prompt: string) {
  return [{ value: '', label: prompt, disabled: true }, ...options];
}
