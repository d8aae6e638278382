// The ja/en switch shown on the auth pages and in both layouts; the choice is stored.
import { NativeSelect } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isUiLocale, UI_LOCALES } from '@fanclub/contract/codes';
import { changeLocale } from '@/lib/i18n';

type LanguageSwitchProps = { size?: 'xs' | 'sm' };

export function LanguageSwitch({ size = 'xs' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size={size}
      radius="xl"
      w={size === 'xs' ? 124 : 140}
      value={i18n.language}
      leftSection={<IconWorld size={16} aria-hidden />}
      data={UI_LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isUiLocale(value)) changeLocale(value);
      }}
    />
  );
}
