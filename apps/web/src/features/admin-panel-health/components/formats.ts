// Numbers and rates of the panel health page in the page's language; a rate with nothing to
// divide by is a dash.
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@/lib/format';

export function useFormats() {
  const { t, i18n } = useTranslation('stats');
  const language = i18n.language;
  return {
    count: (value: number) => formatNumber(value, language),
    rate: (value: number | null) =>
      value === null ? t('panelHealth.rates.none') : formatPercent(value, language),
    /** A rate as a percentage figure for a chart axis (0–100). */
    percentValue: (value: number | null) => (value === null ? 0 : Math.round(value * 1000) / 10),
    percentLabel: (value: number) => formatPercent(value / 100, language),
  };
}
