// /surveys/done?outcome=…: where the survey tool sends the member's browser when they finish
// (the server checks the signed completion first): thanks, and what it meant for their points.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

const OUTCOMES = ['completed', 'screenout', 'overquota', 'review', 'invalid'] as const;
type Outcome = (typeof OUTCOMES)[number];

export function SurveyDoneRoute() {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const outcome: Outcome = OUTCOMES.find((o) => o === params.get('outcome')) ?? 'invalid';
  const good = outcome === 'completed';
  usePageTitle(t(`done.${outcome}.title`));
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt="lg">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color={good ? 'teal' : 'sunset'} variant="light">
          {good ? (
            <IconCircleCheck size={34} aria-hidden />
          ) : (
            <IconInfoCircle size={34} aria-hidden />
          )}
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t(`done.${outcome}.title`)}
        </Title>
        <Text>{t(`done.${outcome}.body`)}</Text>
        <Group justify="center">
          <Button component={Link} to="/transactions" radius="xl" variant="default">
            {t('done.toHistory')}
          </Button>
          <Button component={Link} to="/home" radius="xl">
            {t('closed.toHome')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
