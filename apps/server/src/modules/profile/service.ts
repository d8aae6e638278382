// Answers are checked against the questions as stored; completing the first profile survey
// credits PC02 once, whatever is submitted twice or at the same time.
import { and, eq, isNull } from 'drizzle-orm';
import { answerField, type AnswerData } from '@fanclub/contract/profile';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { type FieldError, validationFailed } from '../../errors';
import { movePoints, onceKey } from '../points/ledger';
import { creditReferrer } from '../referrals/service';
import { type AnswerValues, loadQuestions, type QuestionWithOptions, saveAnswers } from './queries';
import { settingValue } from '../settings/service';

export const PROFILE_SURVEY = 'profile';

function checkAnswer(
  question: QuestionWithOptions,
  input: AnswerData | undefined,
): AnswerValues | FieldError | null {
  const optionIds = [...new Set(input?.optionIds ?? [])];
  const text = input?.text?.trim() ?? '';
  const rawNumber = input?.number;
  const empty = (() => {
    switch (question.type) {
      case 'single':
      case 'multiple':
        return optionIds.length === 0;
      case 'text':
        return text === '';
      case 'number':
        return rawNumber === undefined || String(rawNumber).trim() === '';
    }
    return true;
  })();
  if (empty) return question.required ? { key: 'validation.answer_required' } : null;

  const base = { questionId: question.id, optionIds: [], textValue: null, numberValue: null };
  switch (question.type) {
    case 'single':
    case 'multiple': {
      const known = new Set(question.options.map((o) => o.id));
      if (!optionIds.every((id) => known.has(id))) return { key: 'validation.invalid' };
      if (question.type === 'single' && optionIds.length !== 1)
        return { key: 'validation.choose_one' };
      return { ...base, optionIds };
    }
    case 'text': {
      const max = question.maxLength ?? 1000;
      if (text.length > max) return { key: 'validation.too_long', params: { max } };
      return { ...base, textValue: text };
    }
    case 'number': {
      const value = typeof rawNumber === 'number' ? rawNumber : Number(String(rawNumber).trim());
      if (!Number.isFinite(value)) return { key: 'validation.number' };
      const min = question.minValue ?? -1_000_000;
      const max = question.maxValue ?? 1_000_000;
      if (value < min || value > max)
        return { key: 'validation.number_range', params: { min, max } };
      return { ...base, numberValue: String(value) };
    }
  }
  return { key: 'validation.invalid' };
}

const isFieldError = (v: AnswerValues | FieldError): v is FieldError => 'key' in v;

/** Checks every answer against its question; all errors at once, keyed `answers.<id>`. */
export function validateAnswers(
  questions: QuestionWithOptions[],
  inputs: AnswerData[],
): AnswerValues[] {
  const byId = new Map<number, AnswerData>();
  for (const input of inputs) byId.set(Number(input.questionId), input);
  const known = new Set(questions.map((q) => q.id));
  const errors: Record<string, FieldError> = {};
  if ([...byId.keys()].some((id) => !known.has(id))) errors.answers = { key: 'validation.invalid' };
  const values: AnswerValues[] = [];
  for (const question of questions) {
    const result = checkAnswer(question, byId.get(question.id));
    if (result === null) continue;
    if (isFieldError(result)) errors[answerField(question.id)] = result;
    else values.push(result);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return values;
}

export async function submitAnswers(
  db: Db,
  config: Config,
  userId: number,
  survey: string,
  inputs: AnswerData[],
) {
  const questions = await loadQuestions(db, survey);
  if (questions.length === 0) throw validationFailed({ survey: { key: 'validation.invalid' } });
  const values = validateAnswers(questions, inputs);
  return db.transaction(async (tx) => {
    await saveAnswers(tx, userId, values);
    let pointsAwarded = 0;
    if (survey === PROFILE_SURVEY) {
      await tx
        .update(users)
        .set({ profileSurveyCompletedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.profileSurveyCompletedAt)));
      const firstSurveyPoints = await settingValue(tx, config, 'firstSurveyPoints');
      if (firstSurveyPoints > 0) {
        const moved = await movePoints(tx, {
          userId,
          type: 'PC02',
          points: firstSurveyPoints,
          description: 'ledger.first_survey',
          idempotencyKey: onceKey.firstSurvey(userId),
        });
        if (moved.applied) pointsAwarded = firstSurveyPoints;
      }
      // Level 3 of a referral: the friend who invited this member earns PC06, once.
      await creditReferrer(tx, config, userId);
    }
    const [row] = await tx
      .select({ pointAmount: users.pointAmount })
      .from(users)
      .where(eq(users.id, userId));
    return { completed: true, pointsAwarded, pointAmount: row?.pointAmount ?? 0 };
  });
}
