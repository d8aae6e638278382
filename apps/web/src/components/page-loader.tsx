// A centred spinner with a spoken label, for route chunks and the first user load.
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ fullHeight = true }: { fullHeight?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullHeight ? '60vh' : 160} role="status" aria-live="polite">
      <Loader color="sea" aria-label={t('loading')} />
    </Center>
  );
}
