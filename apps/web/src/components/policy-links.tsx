// Links to the Terms of Use and the Privacy Policy: in the footers, and beside every consent
// (sign-up, privacy settings), where they open in a new tab so a half-filled form stays.
//   import { PolicyLinks } from '@/components/policy-links';
//   <PolicyLinks newTab? size?="xs" justify?="center" />
import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { newTab?: boolean; size?: 'xs' | 'sm'; justify?: 'center' | 'flex-start' };

export function PolicyLinks({ newTab = false, size = 'xs', justify = 'flex-start' }: Props) {
  const { t } = useTranslation('common');
  const target = newTab ? { target: '_blank', rel: 'noopener' } : {};
  const hint = newTab ? <VisuallyHidden>{t('policies.newTab')}</VisuallyHidden> : null;
  return (
    <Group gap="md" justify={justify} component="nav" aria-label={t('policies.label')} wrap="wrap">
      <Anchor component={Link} to="/terms" fz={size} {...target}>
        {t('policies.terms')}
        {hint}
      </Anchor>
      <Anchor component={Link} to="/privacy-policy" fz={size} {...target}>
        {t('policies.privacy')}
        {hint}
      </Anchor>
    </Group>
  );
}
