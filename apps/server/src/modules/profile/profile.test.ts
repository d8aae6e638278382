// The first profile survey: questions from the database, answers validated, PC02 exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QuestionItem } from '@fanclub/contract/profile';
import { pointTransactions, questionAnswers, users } from '../../db/schema/index';
import { buildMember, Client, useTestApp } from '../../../test/helpers';
import { ledgerSum } from '../points/ledger';

const ctx = useTestApp({ FIRST_SURVEY_POINTS: '80' });

async function questionsFor(client: Client): Promise<QuestionItem[]> {
  const res = await client.get('/api/questions');
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A complete, valid set of answers to whatever the questions are. */
function validAnswers(questions: QuestionItem[]) {
  return questions.map((q) => {
    switch (q.type) {
      case 'single':
        return { questionId: q.id, optionIds: [q.options[0]!.id] };
      case 'multiple':
        return { questionId: q.id, optionIds: q.options.slice(0, 2).map((o) => o.id) };
      case 'number':
        return { questionId: q.id, number: q.min ?? 1 };
      case 'text':
        return { questionId: q.id, text: '尾道の坂道と夕焼けが好きです。' };
    }
  });
}

describe('GET /api/questions', () => {
  it('serves the shipped questions of every type in the request language', async () => {
    const member = await buildMember(ctx.db);
    const ja = await questionsFor(await new Client(ctx.app, 'ja').login(member.email));
    const en = await questionsFor(await new Client(ctx.app, 'en').login(member.email));
    expect(new Set(ja.map((q) => q.type))).toEqual(
      new Set(['single', 'multiple', 'number', 'text']),
    );
    expect(ja[0]!.text).toBe('瀬戸内地域をどのくらいの頻度で訪れますか？');
    expect(en[0]!.text).toBe('How often do you visit the Setouchi region?');
    expect(en[0]!.options[0]!.label).toBe('Several times a year or more');
    expect(ja.every((q) => q.answer === null)).toBe(true);
  });

  it('needs a signed-in member', async () => {
    const guest = new Client(ctx.app);
    expect((await guest.get('/api/questions')).statusCode).toBe(401);
    expect((await guest.get('/api/profile-survey')).statusCode).toBe(401);
    expect((await guest.get('/api/my-surveys')).statusCode).toBe(401);
    expect((await guest.get('/api/points/check-action?actionCode=PC02')).statusCode).toBe(401);
  });
});

describe('POST /api/questions', () => {
  it('completes the profile survey and credits PC02 once, which check-action reports', async () => {
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const before = await client.get('/api/points/check-action?actionCode=PC02');
    expect(before.json().data).toEqual({ actionCode: 'PC02', done: false, points: 0 });
    expect((await client.get('/api/profile-survey')).json().data).toMatchObject({
      completed: false,
      points: 80,
    });

    const questions = await questionsFor(client);
    const answers = validAnswers(questions);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/questions', { answers })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.map((r) => r.json().data.pointsAwarded).sort()).toEqual([
      0, 0, 0, 0, 0, 0, 0, 80,
    ]);

    const rows = await ctx.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'PC02', points: 80 });
    expect(await ledgerSum(ctx.db, member.id)).toBe(80);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.pointAmount).toBe(80);
    expect(row!.profileSurveyCompletedAt).not.toBeNull();

    expect((await client.get('/api/points/check-action?actionCode=PC02')).json().data).toEqual({
      actionCode: 'PC02',
      done: true,
      points: 80,
    });
    expect((await client.get('/api/profile-survey')).json().data.completed).toBe(true);
    const surveys = (await client.get('/api/my-surveys')).json().data;
    expect(surveys[0]).toMatchObject({ id: 'profile', status: 'completed', points: 80 });

    // Answers are kept and shown again; a later change earns nothing more.
    const again = await questionsFor(client);
    expect(again[0]!.answer!.optionIds).toEqual([questions[0]!.options[0]!.id]);
    const change = await client.post('/api/questions', { answers: validAnswers(again) });
    expect(change.json().data).toMatchObject({ pointsAwarded: 0, pointAmount: 80 });
  });

  it('checks each answer against its question, all errors at once, localised', async () => {
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'ja').login(member.email);
    const questions = await questionsFor(client);
    const single = questions.find((q) => q.type === 'single')!;
    const multiple = questions.find((q) => q.type === 'multiple')!;
    const number = questions.find((q) => q.type === 'number')!;
    const text = questions.find((q) => q.type === 'text')!;
    const res = await client.post('/api/questions', {
      answers: [
        { questionId: single.id, optionIds: single.options.slice(0, 2).map((o) => o.id) },
        { questionId: multiple.id, optionIds: [single.options[0]!.id] },
        { questionId: number.id, number: 31 },
        { questionId: text.id, text: 'あ'.repeat(501) },
      ],
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error_code).toBe('VALIDATION_ERROR');
    expect(body.errors[`answers.${single.id}`]).toEqual(['選択肢から1つ選んでください。']);
    expect(body.errors[`answers.${multiple.id}`]).toEqual(['正しい値を入力してください']);
    expect(body.errors[`answers.${number.id}`]).toEqual(['0から30までの数値を入力してください。']);
    expect(body.errors[`answers.${text.id}`]).toEqual(['500文字以内で入力してください']);
    const third = questions.filter((q) => q.type === 'single')[1]!;
    expect(body.errors[`answers.${third.id}`]).toEqual(['この質問にお答えください。']);

    client.locale = 'en';
    const en = await client.post('/api/questions', {
      answers: [
        { questionId: 99_999_999, optionIds: [1] },
        { questionId: number.id, number: 'x' },
      ],
    });
    expect(en.json().errors.answers).toEqual(['is not valid']);
    expect(en.json().errors[`answers.${number.id}`]).toEqual(['Enter a number.']);
    const missing = await client.post('/api/questions', {});
    expect(missing.json().errors).toEqual({ answers: ['should not be blank'] });

    // Nothing was stored and nothing credited.
    expect(
      await ctx.db.select().from(questionAnswers).where(eq(questionAnswers.userId, member.id)),
    ).toEqual([]);
    expect(await ledgerSum(ctx.db, member.id)).toBe(0);
  });

  it('accepts an empty optional answer', async () => {
    const member = await buildMember(ctx.db);
    const client = await new Client(ctx.app, 'en').login(member.email);
    const questions = await questionsFor(client);
    const answers = validAnswers(questions).filter(
      (a) => questions.find((q) => q.id === a.questionId)!.required,
    );
    const res = await client.post('/api/questions', { answers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pointsAwarded).toBe(80);
  });
});
