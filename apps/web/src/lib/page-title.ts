// Sets document.title to "<page> | <brand>" in the current language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('pageTitle', { title }) : t('brand.name');
  }, [title, t]);
}
