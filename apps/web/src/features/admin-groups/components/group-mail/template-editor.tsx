// One kind of a group's mail: what it is for, the per-language editor with the group tags, save,
// the server's preview of the saved text with the group's values, and a test send of the saved text. A notice
// kind the group has not written sends the built-in text; it can start from it.
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { GROUP_MAIL_TAGS, type GroupMailSettings } from '@fanclub/contract/group-mail';
import { FormAlert } from '@/components/form-alert';
import { MailEditor } from '@/admin-kit/mail/mail-editor';
import { MailPreviewPanel } from '@/admin-kit/mail/mail-preview';
import {
  emptyMail,
  mailErrorsOf,
  mailLanguages,
  mailProblems,
  mailSetOf,
  type MailErrors,
  type MailForm,
} from '@/admin-kit/mail/mail-form';
import { TestSendForm } from '@/admin-kit/sendouts/test-send-form';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/form';
import { useGroupMailTest, useSaveGroupMailTemplate } from '@/features/admin-groups/api/group-mail';

type Template = GroupMailSettings['templates'][number];
type Content = { subject: string; body: string };

function formOf(mail: Partial<Record<ContentLanguage, Content | undefined>>): MailForm {
  const form = emptyMail();
  for (const l of CONTENT_LANGUAGES) if (mail[l]) form[l] = { ...mail[l] };
  return form;
}

type Props = { groupId: number; template: Template; settings: GroupMailSettings };

export function TemplateEditor({ groupId, template, settings }: Props) {
  const { t } = useTranslation(['group-mail', 'admin']);
  const kind = template.kind;
  const [mail, setMail] = useState<MailForm>(() => formOf(template.mail));
  const [errors, setErrors] = useState<MailErrors>({});
  const [formError, setFormError] = useState<string>();
  const save = useSaveGroupMailTemplate(groupId, kind);
  const test = useGroupMailTest(groupId, kind);
  const written = CONTENT_LANGUAGES.filter((l) => template.mail[l]);
  const isNotice = kind === 'registration_complete' || kind === 'comment_notice';
  const defaults = isNotice ? settings.defaults[kind] : undefined;

  const onSave = () => {
    setFormError(undefined);
    const problems = mailProblems(mail, GROUP_MAIL_TAGS);
    if (mailLanguages(mail).length === 0)
      problems.push({ lang: 'ja', part: 'subject', message: 'validation.mail_japanese' });
    if (problems.length) {
      setErrors(mailErrorsOf(problems));
      return;
    }
    save.mutate(
      { mail: mailSetOf(mail) },
      {
        onSuccess: (data) => {
          setErrors({});
          const saved = data.templates.find((k) => k.kind === kind);
          if (saved) setMail(formOf(saved.mail));
          notifications.show({ color: 'teal', message: t('saved') });
        },
        onError: (error) => {
          const fieldErrors = isApiError(error) ? error.fieldErrors : undefined;
          setErrors(mailErrorsOf([], fieldErrors));
          if (!fieldErrors || Object.keys(fieldErrors).length === 0)
            setFormError(failureText(error));
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid={`group-mail-${kind}`}>
      <Text fz="sm" c="dimmed">
        {t(`kindHelp.${kind}`)}
      </Text>
      {written.length === 0 &&
        (defaults ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t('builtIn')}</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => setMail(formOf({ ja: defaults.ja, en: defaults.en }))}
              >
                {t('useBuiltIn')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
            <Text fz="sm">{t('notWritten')}</Text>
          </Alert>
        ))}
      {formError && <FormAlert>{formError}</FormAlert>}
      <MailEditor
        value={mail}
        onChange={(lang, part, text) => {
          setMail((m) => ({ ...m, [lang]: { ...m[lang], [part]: text } }));
        }}
        tags={GROUP_MAIL_TAGS}
        source="group"
        groupId={groupId}
        notice={isNotice}
        examples={settings.previewTags}
        errors={errors}
      />
      <Group>
        <Button
          onClick={onSave}
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t('save')}
        </Button>
      </Group>
      {(written.length > 0 || defaults) && (
        <>
          <Divider />
          <SavedPreview
            mail={written.length > 0 ? template.mail : (defaults ?? {})}
            tags={settings.previewTags}
            notice={isNotice}
            groupId={groupId}
          />
          <Divider />
          <Title order={4} fz="md">
            {t('testTitle')}
          </Title>
          <TestSendForm send={test} languages={written.length ? written : ['ja', 'en']} />
        </>
      )}
    </Stack>
  );
}

/** The saved text as the member receives it (the server's renderer, the group's own tag
 *  values), per language. */
function SavedPreview({
  mail,
  tags,
  notice,
  groupId,
}: {
  mail: Partial<Record<ContentLanguage, Content | undefined>>;
  tags: Record<string, Record<string, string>>;
  notice: boolean;
  groupId: number;
}) {
  const { t, i18n } = useTranslation(['group-mail', 'admin']);
  const languages = CONTENT_LANGUAGES.filter((l) => mail[l]);
  // The reader's own language first when the mail is written in it.
  const [lang, setLang] = useState<ContentLanguage>(
    languages.find((l) => l === i18n.language) ?? languages[0] ?? 'ja',
  );
  const shown = mail[lang] ? lang : (languages[0] ?? 'ja');
  const current = mail[shown];
  if (!current) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={4} fz="md">
          {t('preview')}
        </Title>
        {languages.length > 1 && (
          <SegmentedControl
            size="xs"
            value={lang}
            onChange={(v) => setLang(v as ContentLanguage)}
            data={languages.map((l) => ({ value: l, label: t(`admin:posts.languages.${l}`) }))}
            aria-label={t('previewLanguage')}
          />
        )}
      </Group>
      <Text fz="xs" c="dimmed">
        {t('previewLead')}
      </Text>
      <Paper withBorder p="md" radius="md" data-testid="group-mail-saved-preview">
        <MailPreviewPanel
          source="group"
          groupId={groupId}
          notice={notice}
          language={shown}
          subject={current.subject}
          body={current.body}
          examples={tags[shown] ?? tags.ja}
          subjectTestId="group-mail-preview-subject"
        />
      </Paper>
    </Stack>
  );
}
