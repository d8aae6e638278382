// The preview under the mail editor: the subject and the HTML part of the mail the member
// receives (rendered by the server, with the admin's names), at a phone's width or the page's.
//   <MailPreviewPanel source={SendoutSource} language={ContentLanguage} subject body notice?
//     examples?={Record<tag, value>} subjectTestId?={string} />
import { useState } from 'react';
import { Alert, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ContentLanguage } from '@fanclub/contract/codes';
import type { SendoutSource } from '@fanclub/contract/sendouts';
import { MailFrame } from './mail-frame';
import { useMailPreview } from './mail-preview-api';

type Props = {
  source: SendoutSource;
  language: ContentLanguage;
  subject: string;
  body: string;
  notice?: boolean | undefined;
  /** The source's own tag values (a group's name and links), instead of the examples. */
  examples?: Record<string, string> | undefined;
  subjectTestId?: string;
  /** A group's mail: previewed through that group, so its moderators see it too. */
  groupId?: number | undefined;
};

export function MailPreviewPanel(props: Props) {
  const { source, language, subject, body, notice, examples, groupId } = props;
  const { t } = useTranslation('admin');
  const [width, setWidth] = useState<'phone' | 'wide'>('phone');
  const [typed] = useDebouncedValue({ subject, body }, 400);
  const written = Boolean(typed.subject.trim() || typed.body.trim());
  const preview = useMailPreview(
    {
      source,
      language,
      subject: typed.subject,
      body: typed.body,
      notice: Boolean(notice),
      ...(examples ? { examples } : {}),
    },
    written,
    groupId,
  );
  return (
    <Stack gap="xs" data-testid="mail-preview">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600} fz="sm">
            {t('mailEditor.preview.title')}
          </Text>
          {preview.isFetching && <Loader size="xs" />}
        </Group>
        <SegmentedControl
          size="xs"
          value={width}
          onChange={(v) => setWidth(v as 'phone' | 'wide')}
          data={[
            { value: 'phone', label: t('mailEditor.preview.phone') },
            { value: 'wide', label: t('mailEditor.preview.wide') },
          ]}
        />
      </Group>
      {!written ? (
        <Text fz="sm" c="dimmed">
          {t('mailEditor.preview.empty')}
        </Text>
      ) : preview.isError ? (
        <Alert color="red" variant="light">
          {t('mailEditor.preview.failed')}
        </Alert>
      ) : preview.data ? (
        <>
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              {t('mailEditor.preview.subject')}
            </Text>{' '}
            <span data-testid={props.subjectTestId ?? 'mail-preview-subject'}>
              {preview.data.subject}
            </span>
          </Text>
          <MailFrame
            html={preview.data.html}
            title={t('mailEditor.preview.frameTitle')}
            width={width === 'phone' ? 390 : undefined}
          />
        </>
      ) : null}
    </Stack>
  );
}
