// The member's own cap on survey invitations: the club's limit, or fewer per 30 days.
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SurveyLimitView } from '@fanclub/contract/panel';
import { QueryError } from '@/components/query-error';
import { SaveButton } from '@/components/save-button';
import { useSaveMessage } from '@/lib/use-save-message';
import { useSaveSurveyLimit, useSurveyLimit } from '../api/survey-limit';

type Values = { limit: string };
const FIELDS = ['limit'] as const;

export function SurveyLimitForm() {
  const query = useSurveyLimit();
  if (query.isPending) return null;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <LimitFields view={query.data} />;
}

function LimitFields({ view }: { view: SurveyLimitView }) {
  const { t } = useTranslation('member');
  const save = useSaveSurveyLimit();
  const form = useForm<Values>({
    defaultValues: { limit: view.limit === null ? '' : String(view.limit) },
  });
  const outcome = useSaveMessage(form.setError, FIELDS);
  const choices = Array.from({ length: view.clubLimit - 1 }, (_, i) => view.clubLimit - 1 - i);
  const onSubmit = form.handleSubmit((values) =>
    outcome.send(
      save,
      { limit: values.limit === '' ? null : Number(values.limit) },
      t('settings.saved'),
      () => form.reset(values),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="survey-limit-title">
      <Stack gap="sm" mt="xl">
        <Title order={2} fz="lg" id="survey-limit-title">
          {t('settings.surveyLimit.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('settings.surveyLimit.lead', { count: view.restDays, days: view.restDays })}
        </Text>
        <NativeSelect
          label={t('settings.surveyLimit.label')}
          error={form.formState.errors.limit?.message}
          data={[
            { value: '', label: t('settings.surveyLimit.club', { count: view.clubLimit }) },
            ...choices.map((n) => ({
              value: String(n),
              label: t('settings.surveyLimit.fewer', { count: n }),
            })),
          ]}
          {...form.register('limit')}
        />
        <SaveButton label={t('settings.save')} pending={save.isPending} message={outcome.message} />
      </Stack>
    </form>
  );
}
