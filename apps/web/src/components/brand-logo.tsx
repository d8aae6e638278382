// The club's mark (sun over the islands and waves) with its name.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type BrandLogoProps = {
  size?: number;
  inverted?: boolean;
  withName?: boolean;
  /** Hide the name below this breakpoint (narrow headers keep only the mark). */
  nameVisibleFrom?: 'xs' | 'sm';
};

export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#1d5c8c" />
      <circle cx="40" cy="26" r="11" fill="#e8833a" />
      <path d="M6 38c6-8 14-10 20-4 4-6 12-7 18 0h14v26H6z" fill="#134063" />
      <path
        d="M6 46c5 0 7-3 12-3s7 3 12 3 7-3 12-3 7 3 12 3 5-2 4-2v20H6z"
        fill="#a5c6e1"
        opacity=".9"
      />
      <path
        d="M6 52c5 0 7-3 12-3s7 3 12 3 7-3 12-3 7 3 12 3 5-2 4-2v14H6z"
        fill="#fff"
        opacity=".85"
      />
    </svg>
  );
}

export function BrandLogo({
  size = 36,
  inverted = false,
  withName = true,
  nameVisibleFrom,
}: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <BrandMark size={size} />
      {withName && (
        <Text
          component="span"
          fw={700}
          fz={size > 36 ? 'xl' : 'lg'}
          c={inverted ? 'white' : 'sea.8'}
          visibleFrom={nameVisibleFrom}
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('brand.name')}
        </Text>
      )}
    </Group>
  );
}
