// Home: an invitation to the first profile survey until it is answered.
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProfileSurveyStatus } from '@/lib/profile-survey-status';

export function ProfileSurveyCard() {
  const { t } = useTranslation('member');
  const { data: status } = useProfileSurveyStatus();
  if (!status || status.completed) return null;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="lg" withBorder bg="sunset.0">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={48} radius="xl" color="sunset" variant="light">
          <IconChecklist size={26} aria-hidden />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Title order={2} fz={18}>
            {t('survey.homeCardTitle')}
          </Title>
          <Text fz="sm">
            {t('survey.homeCardBody', { points: status.points, count: status.points })}
          </Text>
          <Group>
            <Button component={Link} to="/profile" radius="xl" color="sunset" size="sm">
              {t('survey.homeCardAction')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
