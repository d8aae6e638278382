// What became of a survey the member answered: the outcome, or "under review" while the office
// checks a held answer, and a line saying why when the points differ from the full amount.
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RespondentStatus } from '@fanclub/contract/campaigns';
import type { MySurvey } from '@fanclub/contract/surveys';

const OUTCOME_COLORS: Record<RespondentStatus, string> = {
  invited: 'gray',
  started: 'blue',
  completed: 'teal',
  screenout: 'orange',
  overquota: 'grape',
};

type OutcomeKey = RespondentStatus | 'profileDone' | 'review' | 'rejected';

function badgeOf(s: MySurvey): { key: OutcomeKey; color: string } {
  if (s.kind === 'profile') return { key: 'profileDone', color: 'teal' };
  if (s.reviewStatus === 'pending') return { key: 'review', color: 'yellow' };
  if (s.reviewStatus === 'rejected') return { key: 'rejected', color: 'red' };
  const status = s.respondentStatus ?? 'invited';
  return { key: status, color: OUTCOME_COLORS[status] };
}

export function SurveyOutcome({ survey }: { survey: MySurvey }) {
  const { t } = useTranslation('surveys');
  const badge = badgeOf(survey);
  const note =
    survey.reviewStatus === 'pending'
      ? t('reviewNote.pending')
      : survey.reviewStatus === 'rejected'
        ? t('reviewNote.rejected', { reason: survey.reviewReason ?? '' })
        : survey.respondentStatus === 'overquota' && (survey.pointsCredited ?? 0) > 0
          ? t('reviewNote.overquota')
          : undefined;
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={badge.color}>
        {t(`outcomes.${badge.key}`)}
      </Badge>
      {note && (
        <Text fz="xs" c="dimmed" maw={360} style={{ overflowWrap: 'anywhere' }}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
