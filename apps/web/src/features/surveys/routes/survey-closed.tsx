// /surveys/{campaignId}/closed?reason=…: where the start link sends a member who cannot answer
// (closed, not open yet, full, already answered, or without the survey-participation consent).
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SURVEY_CLOSED_REASONS, type SurveyClosedReason } from '@fanclub/contract/campaigns';
import { usePageTitle } from '@/lib/page-title';

export function SurveyClosedRoute() {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const reason: SurveyClosedReason =
    SURVEY_CLOSED_REASONS.find((r) => r === params.get('reason')) ?? 'closed';
  usePageTitle(t(`closed.${reason}.title`));
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt="lg">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={64} radius="xl" color="sunset" variant="light">
          <IconClipboardOff size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t(`closed.${reason}.title`)}
        </Title>
        <Text>{t(`closed.${reason}.body`)}</Text>
        <Group justify="center">
          {reason === 'consent' && (
            <Button component={Link} to="/privacy" radius="xl" color="sunset">
              {t('closed.toPrivacy')}
            </Button>
          )}
          <Button
            component={Link}
            to="/home"
            radius="xl"
            variant={reason === 'consent' ? 'default' : 'filled'}
          >
            {t('closed.toHome')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
