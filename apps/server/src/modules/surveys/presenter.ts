// Campaigns as a member sees them: in their language, with the start link and their progress.
import type { MemberCampaign, MySurvey } from '@fanclub/contract/surveys';
import type { UiLocale } from '@fanclub/contract/codes';
import type { CampaignRow } from '../../db/schema/index';
import { startPath, titleFor } from '../campaigns/presenter';
import type { MemberSurveyRow } from './queries';

type Row = Pick<MemberSurveyRow, 'respondentStatus'> & { campaign: CampaignRow };

export function presentMemberCampaign(locale: UiLocale, row: Row): MemberCampaign {
  const c = row.campaign;
  return {
    id: c.id,
    title: titleFor(c, locale),
    description: c.description,
    points: c.point,
    lengthMinutes: c.lengthMinutes,
    expiresAt: c.expiresAt.toISOString(),
    primaryLanguage: c.primaryLanguage,
    startUrl: startPath(c.id),
    respondentStatus: row.respondentStatus ?? null,
  };
}

const FINISHED = ['completed', 'screenout', 'overquota'];

export function presentMySurvey(locale: UiLocale, row: MemberSurveyRow): MySurvey {
  const c = row.campaign;
  const finished = row.respondentStatus !== null && FINISHED.includes(row.respondentStatus);
  return {
    id: `campaign-${c.id}`,
    kind: 'campaign',
    campaignId: c.id,
    title: titleFor(c, locale),
    points: c.point,
    status: finished ? 'completed' : row.isOpen ? 'open' : 'closed',
    completedAt: finished ? (row.finishedAt?.toISOString() ?? null) : null,
    link: startPath(c.id),
    lengthMinutes: c.lengthMinutes,
    deadline: c.expiresAt.toISOString(),
    respondentStatus: row.respondentStatus ?? null,
    pointsCredited: finished ? row.pointsCredited : null,
    reviewStatus: row.reviewStatus ?? null,
    reviewReason: row.reviewStatus === 'rejected' ? row.reviewReason : null,
  };
}
