// The recipient snapshot's SQL picks the same language as the contract's chain, row for row.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { mailLanguageFor } from '@fanclub/contract/mail-language';
import { users } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { buildMember, useTestApp } from '../../../test/helpers';
import { mailLanguageSql } from './language-sql';

const ctx = useTestApp();

const CASES: [ContentLanguage, ContentLanguage[], ContentLanguage[], ContentLanguage][] = [
  ['ko', [], ['ja', 'en', 'ko'], 'ko'],
  ['ko', [], ['ja', 'en'], 'en'],
  ['ko', [], ['ja'], 'ja'],
  ['ko', ['zh', 'tw'], ['ja', 'tw', 'zh'], 'zh'],
  ['ko', ['th', 'tw'], ['ja', 'en', 'tw'], 'tw'],
  ['ko', ['th'], ['ja', 'en', 'tw'], 'en'],
  ['th', ['ja'], ['ja', 'en'], 'ja'],
  ['en', [], ['ja'], 'ja'],
  ['ja', ['en'], ['ja', 'en'], 'ja'],
];

describe('the snapshot language SQL', () => {
  it.each(CASES)('main %s, others %j, written %j → %s', async (main, others, written, want) => {
    const member = await buildMember(ctx.db, { mainLanguage: main, otherLanguages: others });
    const result = await ctx.db.execute(
      sql`select ${mailLanguageSql(written)} as language from users where ${eq(users.id, member.id)}`,
    );
    const [row] = rowsOf<{ language: string }>(result);
    expect(row!.language).toBe(want);
    expect(mailLanguageFor({ mainLanguage: main, otherLanguages: others }, written)).toBe(want);
  });
});
