// The first profile survey: questions defined as data, answers checked against them.
import { z } from 'zod';
import { idSchema } from './api';

export const QUESTION_TYPES = ['single', 'multiple', 'text', 'number'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const questionsQuery = z.object({
  survey: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'validation.invalid')
    .default('profile'),
});

export const questionItem = z
  .object({
    id: z.number().int(),
    type: z.enum(QUESTION_TYPES),
    required: z.boolean(),
    text: z.string(),
    options: z.array(z.object({ id: z.number().int(), label: z.string() })),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    maxLength: z.number().int().nullable(),
    /** The member's saved answer, if any. */
    answer: z
      .object({
        optionIds: z.array(z.number().int()),
        text: z.string().nullable(),
        number: z.number().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Question' });
export type QuestionItem = z.infer<typeof questionItem>;

export const answerInput = z.object({
  questionId: idSchema,
  optionIds: z.array(idSchema).max(50).optional(),
  text: z.string().max(5000).optional(),
  number: z.union([z.number(), z.string().max(30)]).optional(),
});
export type AnswerInput = z.input<typeof answerInput>;
export type AnswerData = z.output<typeof answerInput>;

export const answersBody = z.object({
  survey: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, 'validation.invalid')
    .default('profile'),
  answers: z.array(answerInput, { error: 'validation.required' }).max(200),
});
export type AnswersBody = z.input<typeof answersBody>;

export const answersResult = z
  .object({
    completed: z.boolean(),
    /** Points credited by this submission (0 when they were credited before). */
    pointsAwarded: z.number().int(),
    pointAmount: z.number().int(),
  })
  .meta({ id: 'AnswersResult' });
export type AnswersResult = z.infer<typeof answersResult>;

export const profileSurveyStatus = z
  .object({
    completed: z.boolean(),
    completedAt: z.string().nullable(),
    points: z.number().int(),
    questionCount: z.number().int(),
  })
  .meta({ id: 'ProfileSurveyStatus' });
export type ProfileSurveyStatus = z.infer<typeof profileSurveyStatus>;

export const mySurveyItem = z
  .object({
    id: z.string(),
    title: z.string(),
    points: z.number().int(),
    status: z.enum(['open', 'completed']),
    completedAt: z.string().nullable(),
    link: z.string(),
  })
  .meta({ id: 'MySurvey' });
export type MySurveyItem = z.infer<typeof mySurveyItem>;

/** Field key of one answer in a 422's `errors`: `answers.<questionId>`. */
export const answerField = (questionId: number) => `answers.${questionId}`;
