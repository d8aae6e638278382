// The "preview" step: the post's feed card with its cover, the post as members will read it, and
// each language's mail with the tags filled with sample values.
import '@mantine/core/styles/FloatingIndicator.layer.css';
import { useState } from 'react';
import { Card, SegmentedControl, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import { fillTags } from '@fanclub/contract/sendouts';
import { audienceOf } from '@/admin-kit/audience/audience-form';
import { mailLanguages } from '@/admin-kit/mail/mail-form';
import type { PostFormValues } from './post-form';
import { formatNumber } from '@/lib/format';
import { postAudienceApi } from '../api/post-audience';
import { CoverCardPreview } from './cover-card-preview';
import { plainText, type ResolvedCover } from './cover-choice';
import { CategoryNames } from './category-names';

export function PreviewStep({
  values,
  categoryNames,
  cover,
}: {
  values: PostFormValues;
  categoryNames: string[];
  cover: ResolvedCover | null;
}) {
  const { t, i18n } = useTranslation('admin');
  const langs = mailLanguages(values.mail);
  const [lang, setLang] = useState<ContentLanguage | undefined>(langs[0]);
  const current = lang && langs.includes(lang) ? lang : langs[0];
  const count = postAudienceApi.useCount(audienceOf(values));
  const sample = {
    nick_name: t('posts.sample.nickName'),
    last_name: t('posts.sample.lastName'),
    first_name: t('posts.sample.firstName'),
  };
  const fill = (text: string) => fillTags(text, sample);
  const when = values.publishAt.trim()
    ? t('posts.wizard.publishAtValue', { value: values.publishAt })
    : t('posts.wizard.publishNow');

  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="card-preview-title">
        <Title order={3} fz={18} id="card-preview-title">
          {t('posts.cover.cardPreview')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('posts.cover.cardPreviewLead')}
        </Text>
        <CoverCardPreview
          cover={cover}
          title={values.title}
          categoryNames={categoryNames}
          when={when}
          excerpt={plainText(values.contents)}
        />
      </Stack>
      <Card withBorder padding="lg">
        <Stack gap="xs">
          <CategoryNames names={categoryNames} />
          <Title order={2} fz={22}>
            {values.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {when}
            {' · '}
            {values.audienceType === 'all'
              ? t('posts.audience.all')
              : t('posts.wizard.count', {
                  value: formatNumber(count.data?.count ?? 0, i18n.language),
                })}
          </Text>
          <Typography>
            {/* The editor's own HTML; the server sanitises it again when saving. */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: values.contents }} />
          </Typography>
        </Stack>
      </Card>
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {t('posts.wizard.mailPreview')}
        </Title>
        {langs.length === 0 || !current ? (
          <Text c="dimmed">{t('posts.wizard.noMail')}</Text>
        ) : (
          <>
            <SegmentedControl
              value={current}
              onChange={(v) => setLang(v as ContentLanguage)}
              data={langs.map((l) => ({ value: l, label: t(`posts.languages.${l}`) }))}
              w="fit-content"
            />
            <Text fz="sm" c="dimmed">
              {t('posts.wizard.previewMember', { name: sample.nick_name })}
            </Text>
            <Card withBorder padding="lg">
              <Text fz="sm" c="dimmed">
                {t('posts.wizard.subject')}
              </Text>
              <Text fw={700} mb="sm">
                {fill(values.mail[current].subject)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{fill(values.mail[current].body)}</Text>
              <Text fz="xs" c="dimmed" mt="sm">
                {values.mailScheduledAt.trim()
                  ? t('posts.wizard.mailAt', { value: values.mailScheduledAt })
                  : t('posts.wizard.mailWithPost')}
              </Text>
            </Card>
          </>
        )}
      </Stack>
    </Stack>
  );
}
