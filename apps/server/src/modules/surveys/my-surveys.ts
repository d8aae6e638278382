// The campaign part of `GET api/my-surveys`: open surveys, then the ones the member started.
import type { MySurvey } from '@fanclub/contract/surveys';
import type { UiLocale } from '@fanclub/contract/codes';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { presentMySurvey } from './presenter';
import { memberSurveyRows } from './queries';

export async function campaignSurveys(
  db: Db,
  member: UserRow,
  locale: UiLocale,
): Promise<MySurvey[]> {
  const rows = await memberSurveyRows(db, member);
  return rows.map((row) => presentMySurvey(locale, row));
}
