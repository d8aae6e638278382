// The one mail editor of every mail an admin writes (posts, campaigns, offers, group mail): a tab
// per content language (ja, en, zh, ko, th, tw; a filled one is marked) with the language chain
// said beside the tabs, a subject and a plain-text body, tag buttons that put {{tag}} at the
// cursor of the subject or body (the body unless the subject had the focus), button buttons that
// put a `[button: {{link tag}} | label]` line in the body, and the server's preview of the mail
// the member receives (at 390 px or the page's width). Plain text: blank lines make paragraphs,
// addresses and link tags become links (the server's renderer, apps/server/src/mail/body.ts).
//   import { MailEditor } from '@/admin-kit/mail/mail-editor';
//   <MailEditor value={MailForm} onChange={(lang, part, text) => …} tags={readonly string[]}
//     source={SendoutSource} notice?={boolean} examples?={{ ja: {tag: value} }} errors?={{ ja: { subject: {message} } }} />
// Texts: the admin namespace (posts.wizard.subject/body/insertTag, posts.languages.*,
// posts.tags.*, mailEditor.*); errors are catalogue keys or server texts, as useErrorText reads.
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useRef, useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { buttonLine, isLinkTag, type SendoutSource } from '@fanclub/contract/sendouts';
import { useErrorText } from '@/lib/form';
import { insertLineAt, insertTagAt, type MailForm, type MailPart } from './mail-form';
import { MailPreviewPanel } from './mail-preview';

type PartErrors = Partial<Record<MailPart, { message?: string } | undefined>>;

export type MailEditorProps = {
  value: MailForm;
  onChange: (lang: ContentLanguage, part: MailPart, text: string) => void;
  tags: readonly string[];
  /** Which sendout source the mail is for: its footer and the preview's example values. */
  source: SendoutSource;
  /** A group's transactional notice (rendered without the unsubscribe footer). */
  notice?: boolean | undefined;
  /** A group's mail: the preview goes through that group (its moderators use this editor). */
  groupId?: number | undefined;
  /** Per language, the source's own values of its tags for the preview. */
  examples?: Record<string, Record<string, string>> | undefined;
  errors?: Partial<Record<ContentLanguage, PartErrors | undefined>> | undefined;
};

export function MailEditor(props: MailEditorProps) {
  const { value: mail, onChange, tags, errors } = props;
  const { t, i18n } = useTranslation('admin');
  const errorText = useErrorText();
  const [lang, setLang] = useState<ContentLanguage>('ja');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const [target, setTarget] = useState<MailPart>('body');

  const place = (part: MailPart, next: { text: string; cursor: number }) => {
    const el = part === 'body' ? bodyRef.current : subjectRef.current;
    onChange(lang, part, next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  const insertTag = (tag: string) => {
    const current = mail[lang][target];
    const el = target === 'body' ? bodyRef.current : subjectRef.current;
    const end = el?.selectionEnd ?? current.length;
    place(target, insertTagAt(current, tag, el?.selectionStart ?? current.length, end));
  };
  const insertButton = (tag: string) => {
    const current = mail[lang].body;
    // The button's words are in the mail's language (Japanese for ja, English for the others).
    const label = i18n.getFixedT(lang === 'ja' ? 'ja' : 'en', 'admin')(
      `mailEditor.buttonLabels.${tag}`,
      { defaultValue: tag },
    );
    const at = bodyRef.current?.selectionStart ?? current.length;
    place('body', insertLineAt(current, buttonLine(tag, label), at));
  };

  const filled = (l: ContentLanguage) => Boolean(mail[l].subject.trim() || mail[l].body.trim());
  const linkTags = tags.filter(isLinkTag);

  return (
    <Stack gap="xs">
      <Text fz="sm" c="dimmed" data-testid="mail-language-chain">
        {t('mailEditor.languageChain')}
      </Text>
      <Tabs value={lang} onChange={(v) => v && setLang(v as ContentLanguage)} keepMounted={false}>
        <Tabs.List>
          {CONTENT_LANGUAGES.map((l) => (
            <Tabs.Tab
              key={l}
              value={l}
              fw={filled(l) ? 700 : undefined}
              c={errors?.[l] ? 'red' : undefined}
            >
              {t(`posts.languages.${l}`)}
              {filled(l) ? ' ●' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTENT_LANGUAGES.map((l) => (
          <Tabs.Panel key={l} value={l} pt="md">
            <Stack gap="sm">
              <TextInput
                ref={subjectRef}
                name={`mail.${l}.subject`}
                value={mail[l].subject}
                onChange={(e) => onChange(l, 'subject', e.currentTarget.value)}
                onFocus={() => setTarget('subject')}
                label={t('posts.wizard.subject')}
                maxLength={200}
                error={errorText(errors?.[l]?.subject)}
              />
              <Group gap="xs">
                <Text fz="sm" c="dimmed">
                  {t('posts.wizard.insertTag')}
                </Text>
                {tags.map((tag) => (
                  <Button
                    key={tag}
                    size="compact-xs"
                    variant="light"
                    onClick={() => insertTag(tag)}
                  >
                    {t(`posts.tags.${tag}`, { defaultValue: tag })}
                  </Button>
                ))}
              </Group>
              {linkTags.length > 0 && (
                <Group gap="xs">
                  <Text fz="sm" c="dimmed">
                    {t('mailEditor.insertButton')}
                  </Text>
                  {linkTags.map((tag) => (
                    <Button
                      key={tag}
                      size="compact-xs"
                      variant="outline"
                      aria-label={t('mailEditor.insertButtonFor', {
                        tag: t(`posts.tags.${tag}`, { defaultValue: tag }),
                      })}
                      onClick={() => insertButton(tag)}
                    >
                      {t(`posts.tags.${tag}`, { defaultValue: tag })}
                    </Button>
                  ))}
                </Group>
              )}
              <Textarea
                ref={bodyRef}
                name={`mail.${l}.body`}
                value={mail[l].body}
                onChange={(e) => onChange(l, 'body', e.currentTarget.value)}
                onFocus={() => setTarget('body')}
                label={t('posts.wizard.body')}
                description={t('mailEditor.bodyHint', {
                  example: '{{survey_link}}',
                  button: buttonLine('survey_link', '…'),
                  interpolation: { escapeValue: false },
                })}
                autosize
                minRows={8}
                error={errorText(errors?.[l]?.body)}
              />
              <MailPreviewPanel
                source={props.source}
                groupId={props.groupId}
                notice={props.notice}
                language={l}
                subject={mail[l].subject}
                body={mail[l].body}
                examples={props.examples?.[l] ?? props.examples?.ja}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
