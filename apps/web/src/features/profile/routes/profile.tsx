// /profile: the first profile survey. Completing it once credits the first-survey points.
import '@/lib/i18n-member';
import { useState } from 'react';
import { Alert, Button, Center, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AnswersResult } from '@fanclub/contract/profile';
import { FormCard } from '@/components/form-card';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { usePageTitle } from '@/lib/page-title';
import { useProfileSurveyStatus } from '@/lib/profile-survey-status';
import { useQuestions } from '../api/profile-survey';
import { ProfileSurveyForm } from '../components/profile-survey-form';

export function ProfileRoute() {
  const { t } = useTranslation('member');
  usePageTitle(t('survey.title'));
  const questions = useQuestions();
  const status = useProfileSurveyStatus();
  const [result, setResult] = useState<AnswersResult>();

  if (questions.isPending || status.isPending) return <PageLoader />;
  if (questions.isError || status.isError) {
    return (
      <QueryError
        error={questions.error ?? status.error}
        onRetry={() => void questions.refetch()}
      />
    );
  }

  if (result) {
    return (
      <Center>
        <FormCard
          width={640}
          title={t('survey.thanksTitle')}
          icon={
            <ThemeIcon size={56} radius="xl" color="teal" variant="light">
              <IconCircleCheck size={30} aria-hidden />
            </ThemeIcon>
          }
        >
          <Text role="status">
            {result.pointsAwarded > 0
              ? t('survey.thanksPoints', {
                  points: result.pointsAwarded,
                  count: result.pointsAwarded,
                })
              : t('survey.thanksSaved')}
          </Text>
          <Text c="dimmed" fz="sm">
            {t('survey.balance', { points: result.pointAmount })}
          </Text>
          <Group>
            <Button component={Link} to="/home" radius="xl">
              {t('survey.toHome')}
            </Button>
          </Group>
        </FormCard>
      </Center>
    );
  }

  return (
    <Center>
      <FormCard
        width={720}
        title={t('survey.title')}
        lead={
          status.data.completed
            ? t('survey.leadDone')
            : t('survey.lead', { points: status.data.points, count: status.data.points })
        }
        icon={
          <ThemeIcon size={56} radius="xl" color="sea" variant="light">
            <IconChecklist size={30} aria-hidden />
          </ThemeIcon>
        }
      >
        {status.data.completed && (
          <Alert color="teal" variant="light">
            {t('survey.alreadyDone')}
          </Alert>
        )}
        <ProfileSurveyForm questions={questions.data} onDone={setResult} />
      </FormCard>
    </Center>
  );
}
