// Home: the campaigns the member may answer now, as cards (title in their language, points,
// minutes, deadline, an "answer" button that leaves for the survey through the start link),
// and what became of the surveys they started (completed, screened out, over quota, under
// review, points).
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconClipboardCheck,
  IconClipboardList,
  IconClock,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCampaign, MySurvey } from '@fanclub/contract/surveys';
import { formatDateTime, formatNumber } from '@/lib/format';
import { SurveyOutcome } from './survey-outcome';
import { useMySurveys, useOpenSurveys, useSurveysFollowBalance } from '../api/surveys';

function SurveyCard({ survey }: { survey: MemberCampaign }) {
  const { t, i18n } = useTranslation('surveys');
  const titleId = useId();
  const started = survey.respondentStatus === 'started';
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz={17} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {survey.title}
          </Title>
          <Badge color="sunset" variant="light" size="lg" style={{ flexShrink: 0 }}>
            {t('points', { value: formatNumber(survey.points, i18n.language) })}
          </Badge>
        </Group>
        {survey.description && (
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {survey.description}
          </Text>
        )}
        <Group gap="md" fz="sm" mt="auto">
          <Group gap={4}>
            <IconClock size={16} aria-hidden />
            <Text fz="sm">{t('minutes', { value: survey.lengthMinutes })}</Text>
          </Group>
          <Group gap={4}>
            <IconCalendarEvent size={16} aria-hidden />
            <Text fz="sm">{t('deadline', { at: formatDateTime(survey.expiresAt) })}</Text>
          </Group>
          {survey.primaryLanguage !== i18n.language && (
            <Badge variant="outline" color="gray">
              {t('language', { language: t(`languages.${survey.primaryLanguage}`) })}
            </Badge>
          )}
        </Group>
        <Group>
          {/* A full-page navigation: the server redirects to the survey (or explains why not). */}
          <Button
            component="a"
            href={survey.startUrl}
            radius="xl"
            color="sunset"
            aria-label={t(started ? 'resumeLabel' : 'answerLabel', { title: survey.title })}
          >
            {started ? t('resume') : t('answer')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SurveyHistory({ rows }: { rows: MySurvey[] }) {
  const { t, i18n } = useTranslation('surveys');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label={t('historyLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.survey')}</Table.Th>
            <Table.Th>{t('columns.outcome')}</Table.Th>
            <Table.Th ta="right">{t('columns.points')}</Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => {
            return (
              <Table.Tr key={s.id} data-testid={`my-survey-${s.id}`}>
                <Table.Td>{s.title}</Table.Td>
                <Table.Td>
                  <SurveyOutcome survey={s} />
                </Table.Td>
                <Table.Td ta="right">
                  {s.pointsCredited === null
                    ? '—'
                    : t('points', { value: formatNumber(s.pointsCredited, i18n.language) })}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {s.completedAt ? formatDateTime(s.completedAt) : '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function SurveyCards() {
  const { t } = useTranslation('surveys');
  const open = useOpenSurveys();
  const mine = useMySurveys();
  useSurveysFollowBalance();
  const headingId = useId();
  const historyId = useId();
  const cards = open.data?.data ?? [];
  const history = (mine.data ?? []).filter(
    (s) => s.kind === 'campaign' && s.respondentStatus !== null && s.respondentStatus !== 'invited',
  );
  if (cards.length === 0 && history.length === 0) return null;

  return (
    <Stack gap="md">
      {cards.length > 0 && (
        <section aria-labelledby={headingId}>
          <Group gap="sm" mb="sm">
            <ThemeIcon size={36} radius="xl" color="sunset" variant="light">
              <IconClipboardList size={20} aria-hidden />
            </ThemeIcon>
            <Stack gap={0}>
              <Title order={2} fz={20} id={headingId}>
                {t('title')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('lead')}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {cards.map((survey) => (
              <SurveyCard key={survey.id} survey={survey} />
            ))}
          </SimpleGrid>
        </section>
      )}
      {history.length > 0 && (
        <Card withBorder radius="lg" component="section" aria-labelledby={historyId}>
          <Group gap="xs" mb="xs">
            <IconClipboardCheck size={20} aria-hidden />
            <Title order={2} fz={18} id={historyId}>
              {t('historyTitle')}
            </Title>
          </Group>
          <SurveyHistory rows={history} />
        </Card>
      )}
    </Stack>
  );
}
