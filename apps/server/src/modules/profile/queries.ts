// SQL of the profile survey: questions with their options, and a member's answers.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionAnswers, questionOptions, questions } from '../../db/schema/index';
import type { QuestionSeed } from './default-questions';

export type QuestionWithOptions = typeof questions.$inferSelect & {
  options: (typeof questionOptions.$inferSelect)[];
};

/** Active questions of a survey with their options: two queries, whatever the count. */
export async function loadQuestions(db: Db, survey: string): Promise<QuestionWithOptions[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.survey, survey), eq(questions.active, true)))
    .orderBy(asc(questions.position), asc(questions.id));
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(questionOptions.position), asc(questionOptions.id));
  return rows.map((q) => ({ ...q, options: options.filter((o) => o.questionId === q.id) }));
}

export async function loadAnswers(db: Db, userId: number, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(questionAnswers)
    .where(
      and(eq(questionAnswers.userId, userId), inArray(questionAnswers.questionId, questionIds)),
    );
}

export async function countQuestions(db: Db, survey: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(eq(questions.survey, survey), eq(questions.active, true)));
  return Number(row?.n ?? 0);
}

export type AnswerValues = {
  questionId: number;
  optionIds: number[];
  textValue: string | null;
  numberValue: string | null;
};

export async function saveAnswers(db: Db, userId: number, answers: AnswerValues[]) {
  if (answers.length === 0) return;
  await db
    .insert(questionAnswers)
    .values(answers.map((a) => ({ userId, ...a })))
    .onConflictDoUpdate({
      target: [questionAnswers.userId, questionAnswers.questionId],
      set: {
        optionIds: sql`excluded.option_ids`,
        textValue: sql`excluded.text_value`,
        numberValue: sql`excluded.number_value`,
        answeredAt: sql`now()`,
      },
    });
}

/** Loads the shipped questions when a survey has none (first start, or a test database). */
export async function ensureQuestions(db: Db, survey: string, seeds: QuestionSeed[]) {
  if ((await countQuestions(db, survey)) > 0) return;
  await db.transaction(async (tx) => {
    // Two processes starting together: the advisory lock lets one of them load the questions.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`questions:${survey}`}))`);
    const [existing] = await tx
      .select({ n: count() })
      .from(questions)
      .where(eq(questions.survey, survey));
    if (Number(existing?.n ?? 0) > 0) return;
    for (const [index, seed] of seeds.entries()) {
      const [q] = await tx
        .insert(questions)
        .values({
          survey,
          position: index + 1,
          type: seed.type,
          required: seed.required,
          textJa: seed.ja,
          textEn: seed.en,
          minValue: seed.min ?? null,
          maxValue: seed.max ?? null,
          maxLength: seed.maxLength ?? null,
        })
        .returning({ id: questions.id });
      if (seed.options?.length) {
        await tx.insert(questionOptions).values(
          seed.options.map((o, i) => ({
            questionId: q!.id,
            position: i + 1,
            labelJa: o.ja,
            labelEn: o.en,
          })),
        );
      }
    }
  });
}
