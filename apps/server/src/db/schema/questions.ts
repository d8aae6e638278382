// The first profile survey: questions defined as data, and each member's answers.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Which questionnaire the question belongs to; the first profile survey is 'profile'. */
    survey: varchar('survey', { length: 32 }).notNull().default('profile'),
    position: smallint('position').notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    required: boolean('required').notNull().default(true),
    textJa: text('text_ja').notNull(),
    textEn: text('text_en').notNull(),
    minValue: integer('min_value'),
    maxValue: integer('max_value'),
    maxLength: smallint('max_length'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_survey_idx').on(t.survey, t.position),
    check('questions_type_valid', sql`${t.type} in ('single', 'multiple', 'text', 'number')`),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    labelJa: text('label_ja').notNull(),
    labelEn: text('label_en').notNull(),
  },
  (t) => [index('question_options_question_idx').on(t.questionId, t.position)],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    textValue: text('text_value'),
    numberValue: numeric('number_value'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);
