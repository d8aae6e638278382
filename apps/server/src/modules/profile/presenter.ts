// Questions in the request's language, with the member's saved answer.
import type { UiLocale } from '@fanclub/contract/codes';
import type { QuestionItem } from '@fanclub/contract/profile';
import type { questionAnswers } from '../../db/schema/index';
import type { QuestionWithOptions } from './queries';

export function presentQuestion(
  locale: UiLocale,
  q: QuestionWithOptions,
  answer: typeof questionAnswers.$inferSelect | undefined,
): QuestionItem {
  return {
    id: q.id,
    type: q.type as QuestionItem['type'],
    required: q.required,
    text: locale === 'en' ? q.textEn : q.textJa,
    options: q.options.map((o) => ({ id: o.id, label: locale === 'en' ? o.labelEn : o.labelJa })),
    min: q.minValue,
    max: q.maxValue,
    maxLength: q.maxLength,
    answer: answer
      ? {
          optionIds: answer.optionIds,
          text: answer.textValue,
          number: answer.numberValue === null ? null : Number(answer.numberValue),
        }
      : null,
  };
}
