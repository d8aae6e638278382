// Campaigns as the admin screens and the mails see them.
import type { Audience } from '@fanclub/contract/audience';
import type { CampaignEmail } from '@fanclub/contract/campaigns';
import type { CampaignDetail, CampaignListItem } from '@fanclub/contract/campaign-views';
import { CONTENT_LANGUAGES, type ContentLanguage, type UiLocale } from '@fanclub/contract/codes';
import { translate } from '@fanclub/contract/messages';
import { formatJapanTime } from '@fanclub/contract/japan-time';
import { renderPreview } from '../sendouts/preview';
import type { CampaignEmailRow, CampaignRow, TagValues } from '../../db/schema/index';
import { campaignState } from './policy';
import type { CampaignListRow } from './queries';

export const startPath = (campaignId: number) => `/api/campaigns/${campaignId}/start`;

/** A campaign's title for a content language: Japanese for ja, English for every other. */
export function titleFor(c: Pick<CampaignRow, 'titleJa' | 'titleEn'>, language: string): string {
  return language === 'ja' ? c.titleJa : c.titleEn;
}

/** The survey tags' values per content language, fixed with each batch. */
export function campaignTagValues(c: CampaignRow, appUrl: string): TagValues {
  const values: TagValues = {};
  for (const lang of CONTENT_LANGUAGES) {
    const locale: UiLocale = lang === 'ja' ? 'ja' : 'en';
    values[lang] = {
      survey_name: titleFor(c, lang),
      survey_deadline: translate(locale, 'campaign.deadline', {
        time: formatJapanTime(c.expiresAt),
      }),
      survey_length: String(c.lengthMinutes),
      survey_point: String(c.point),
      survey_link: `${appUrl}${startPath(c.id)}`,
    };
  }
  return values;
}

export function presentCampaignItem(
  locale: UiLocale,
  row: CampaignListRow,
  now = new Date(),
): CampaignListItem {
  const c = row.campaign;
  return {
    id: c.id,
    titleJa: c.titleJa,
    titleEn: c.titleEn,
    title: titleFor(c, locale),
    point: c.point,
    lengthMinutes: c.lengthMinutes,
    startAt: c.startAt.toISOString(),
    expiresAt: c.expiresAt.toISOString(),
    respondentLimit: c.respondentLimit,
    completedCount: c.completedCount,
    status: c.status,
    state: campaignState({ ...c, hasInvitation: row.hasInvitation }, now),
    openRate: row.openRate,
    sendToNewMembers: c.sendToNewMembers,
    deletable: row.deletable,
    createdAt: c.createdAt.toISOString(),
  };
}

export function presentEmail(e: CampaignEmailRow): CampaignEmail {
  return { id: e.id, type: e.type, language: e.language, subject: e.subject, body: e.body };
}

type Sample = { nickname: string; firstName: string; lastName: string };

export function presentCampaignDetail(
  input: {
    locale: UiLocale;
    language: ContentLanguage;
    appUrl: string;
    row: CampaignListRow;
    emails: CampaignEmailRow[];
    respondents: CampaignDetail['respondents'];
    sample: Sample;
  },
  now = new Date(),
): CampaignDetail {
  const c = input.row.campaign;
  const tags = campaignTagValues(c, input.appUrl);
  const previews = [...input.emails]
    .sort((a, b) => Number(b.language === input.language) - Number(a.language === input.language))
    .map((e) => {
      // The mail as the batch renders it (one code path), untracked.
      const mail = renderPreview({
        appUrl: input.appUrl,
        language: e.language,
        content: { subject: e.subject, body: e.body },
        consent: 'survey',
        sample: input.sample,
        values: tags[e.language] ?? {},
      });
      return { type: e.type, language: e.language, subject: mail.subject, body: mail.html };
    });
  return {
    ...presentCampaignItem(input.locale, input.row, now),
    description: c.description,
    screenoutPoint: c.screenoutPoint,
    overQuotaPoint: c.overQuotaPoint,
    surveyLink: c.surveyLink,
    primaryLanguage: c.primaryLanguage,
    startAtJst: formatJapanTime(c.startAt),
    expiresAtJst: formatJapanTime(c.expiresAt),
    audience: (c.audience as Audience | null) ?? null,
    emails: input.emails.map(presentEmail),
    previews,
    respondents: input.respondents,
    completion: {
      url: `${input.appUrl}/api/surveys/complete?rid={RID}&sig={SIG}`,
      howToSign: translate(input.locale, 'campaign.how_to_sign'),
      algorithm: 'HMAC-SHA256',
    },
  };
}
