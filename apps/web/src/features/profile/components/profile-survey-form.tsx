// The first profile survey: every question from the server, answered and sent in one go.
// The server checks the answers against the questions; its errors land under each question.
import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  answerField,
  type AnswerInput,
  type AnswersResult,
  type QuestionItem,
} from '@fanclub/contract/profile';
import { isApiError } from '@/lib/api-client';
import { useSubmitAnswers } from '../api/profile-survey';
import { type AnswerValue, QuestionField } from './question-field';

type ProfileSurveyFormProps = {
  questions: QuestionItem[];
  onDone: (result: AnswersResult) => void;
};

function initialValue(q: QuestionItem): AnswerValue {
  return {
    optionIds: q.answer?.optionIds ?? [],
    text: q.answer?.text ?? '',
    number: q.answer?.number ?? '',
  };
}

function toInput(q: QuestionItem, v: AnswerValue): AnswerInput {
  switch (q.type) {
    case 'single':
    case 'multiple':
      return { questionId: q.id, optionIds: v.optionIds };
    case 'number':
      return { questionId: q.id, ...(v.number === '' ? {} : { number: Number(v.number) }) };
    case 'text':
      return { questionId: q.id, text: v.text };
  }
}

export function ProfileSurveyForm({ questions, onDone }: ProfileSurveyFormProps) {
  const { t } = useTranslation('member');
  const submit = useSubmitAnswers();
  const [values, setValues] = useState(
    () => new Map(questions.map((q) => [q.id, initialValue(q)])),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string>();

  const missing = (q: QuestionItem, v: AnswerValue) =>
    q.required &&
    ((q.type === 'single' || q.type === 'multiple') && v.optionIds.length === 0
      ? true
      : q.type === 'number'
        ? v.number === ''
        : q.type === 'text' && v.text.trim() === '');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    // The same rule the server applies first, so an unanswered question is named at once.
    const local: Record<string, string[]> = {};
    for (const q of questions) {
      if (missing(q, values.get(q.id)!)) local[answerField(q.id)] = [t('survey.answerRequired')];
    }
    setErrors(local);
    if (Object.keys(local).length > 0) {
      document.getElementById(`question-${Object.keys(local)[0]!.split('.')[1]}`)?.focus();
      return;
    }
    submit.mutate(
      questions.map((q) => toInput(q, values.get(q.id)!)),
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
          setFormError(isApiError(error) ? error.message : t('survey.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        {formError && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {formError}
          </Alert>
        )}
        {questions.map((q, index) => (
          <div key={q.id} id={`question-${q.id}`} tabIndex={-1}>
            <QuestionField
              question={q}
              index={index}
              value={values.get(q.id)!}
              error={errors[answerField(q.id)]?.join(' ')}
              onChange={(v) => setValues((prev) => new Map(prev).set(q.id, v))}
            />
          </div>
        ))}
        <Group>
          <Button type="submit" size="md" radius="xl" loading={submit.isPending}>
            {t('survey.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
