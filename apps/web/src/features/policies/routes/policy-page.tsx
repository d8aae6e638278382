// /terms and /privacy-policy: the club's Terms of Use and Privacy Policy, public (linked from
// sign-up, the privacy settings and every footer), in the reader's language. The texts are the
// 'policies' namespace: a title, a lead and numbered sections of paragraphs.
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PolicyLinks } from '@/components/policy-links';
import { usePageTitle } from '@/lib/page-title';

type Section = { heading: string } & Record<string, string>;

function PolicyPage({ which }: { which: 'terms' | 'privacy' }) {
  const { t } = useTranslation('policies');
  const title = t(`${which}.title`);
  usePageTitle(title);
  const sections = t(`${which}.sections`, { returnObjects: true }) as Record<string, Section>;
  return (
    <Stack gap="lg" maw={760} mx="auto" py="lg">
      <Card component="article" withBorder p={{ base: 'md', sm: 'xl' }} aria-labelledby="policy">
        <Stack gap="md">
          <Title order={1} id="policy" fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('updated')}
          </Text>
          <Text>{t(`${which}.lead`)}</Text>
          {Object.entries(sections).map(([key, section]) => (
            <Stack key={key} gap="xs" component="section" aria-labelledby={`policy-${key}`}>
              <Title order={2} fz={18} id={`policy-${key}`} mt="sm">
                {section.heading}
              </Title>
              {Object.entries(section)
                .filter(([part]) => part !== 'heading')
                .map(([part, text]) => (
                  <Text key={part} lh={1.8}>
                    {text}
                  </Text>
                ))}
            </Stack>
          ))}
        </Stack>
      </Card>
      <Stack gap={4}>
        <Text fz="sm" fw={600}>
          {t('nav.related')}
        </Text>
        <PolicyLinks size="sm" />
        <Anchor component={Link} to="/" fz="sm" mt="xs">
          {t('nav.back')}
        </Anchor>
      </Stack>
    </Stack>
  );
}

export function TermsRoute() {
  return <PolicyPage which="terms" />;
}

export function PrivacyPolicyRoute() {
  return <PolicyPage which="privacy" />;
}
