// A stratum's name in the UI language: age groups, genders and prefecture groups from the
// contract's lists, languages from the admin texts, "not known" and "everyone" from ours.
import { useTranslation } from 'react-i18next';
import type { StratifyDimension } from '@fanclub/contract/campaign-samples';
import type { ContentLanguage } from '@fanclub/contract/codes';
import {
  AGE_GROUPS,
  GENDER_LABELS,
  PREFECTURE_GROUPS,
  type Labels,
} from '@fanclub/contract/reference';

const LISTED: Partial<Record<StratifyDimension, Record<string, Labels>>> = {
  ageGroup: Object.fromEntries(AGE_GROUPS.map((g) => [g.code, g])),
  gender: GENDER_LABELS,
  prefectureGroup: Object.fromEntries(PREFECTURE_GROUPS.map((g) => [g.code, g])),
};

export function useStratumLabel() {
  const { t, i18n } = useTranslation(['campaigns', 'admin']);
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  return (dimension: StratifyDimension, code: string): string => {
    if (dimension === 'none') return t('sample.everyone');
    if (code === 'unknown') return t(`sample.unknown.${dimension}`);
    if (dimension === 'language') return t(`admin:posts.languages.${code as ContentLanguage}`);
    return LISTED[dimension]?.[code]?.[lang] ?? code;
  };
}
