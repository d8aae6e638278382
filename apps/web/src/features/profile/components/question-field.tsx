// One survey question as the right input for its type, with its error under it.
import '@mantine/core/styles/NumberInput.layer.css';
import { Checkbox, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionItem } from '@fanclub/contract/profile';

export type AnswerValue = { optionIds: number[]; text: string; number: number | string };

type QuestionFieldProps = {
  question: QuestionItem;
  index: number;
  value: AnswerValue;
  error?: string | undefined;
  onChange: (value: AnswerValue) => void;
};

export function QuestionField({ question, index, value, error, onChange }: QuestionFieldProps) {
  const { t } = useTranslation('member');
  const label = t('survey.questionLabel', { number: index + 1, text: question.text });
  const description = question.required ? undefined : t('survey.optional');
  const common = { label, description, error, withAsterisk: question.required };
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group
          {...common}
          value={value.optionIds[0] ? String(value.optionIds[0]) : null}
          onChange={(v) => onChange({ ...value, optionIds: [Number(v)] })}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Radio key={o.id} value={String(o.id)} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          {...common}
          value={value.optionIds.map(String)}
          onChange={(v) => onChange({ ...value, optionIds: v.map(Number) })}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Checkbox key={o.id} value={String(o.id)} label={o.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          styles={{ input: { maxWidth: 200 } }}
          min={question.min ?? undefined}
          max={question.max ?? undefined}
          allowDecimal={false}
          value={value.number}
          onChange={(v) => onChange({ ...value, number: v })}
          description={
            question.min !== null && question.max !== null
              ? t('survey.range', { min: question.min, max: question.max })
              : description
          }
        />
      );
    case 'text':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxLength={question.maxLength ?? undefined}
          value={value.text}
          onChange={(e) => onChange({ ...value, text: e.currentTarget.value })}
        />
      );
  }
}
