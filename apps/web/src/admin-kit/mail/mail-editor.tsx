// The per-language mail editor: a tab per content language (ja, en, zh, ko, th, tw; a filled
// one is marked), a subject and a body, and tag buttons that put {{tag}} at the cursor of the
// subject or body (the body unless the subject had the focus). Controlled; `tags` are the
// source's allowed tags (MAIL_TAGS_BY_SOURCE.post / .campaign / .offer from the contract).
//   import { MailEditor } from '@/admin-kit/mail/mail-editor';
//   <MailEditor value={MailForm} onChange={(lang, part, text) => …} tags={readonly string[]}
//     errors?={{ ja: { subject: {message} } }} />
// Texts: the admin namespace (posts.wizard.subject/body/insertTag, posts.languages.*,
// posts.tags.*); errors are catalogue keys or server texts, as useErrorText reads them.
import '@mantine/core/styles/Tabs.layer.css';
import { useRef, useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { useErrorText } from '@/lib/form';
import { insertTagAt, type MailForm, type MailPart } from './mail-form';

type PartErrors = Partial<Record<MailPart, { message?: string } | undefined>>;

export type MailEditorProps = {
  value: MailForm;
  onChange: (lang: ContentLanguage, part: MailPart, text: string) => void;
  tags: readonly string[];
  errors?: Partial<Record<ContentLanguage, PartErrors | undefined>> | undefined;
};

export function MailEditor({ value: mail, onChange, tags, errors }: MailEditorProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [lang, setLang] = useState<ContentLanguage>('ja');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const subjectRef = useRef<HTMLInputElement | null>(null);
  const [target, setTarget] = useState<MailPart>('body');

  const insertTag = (tag: string) => {
    const current = mail[lang][target];
    const el = target === 'body' ? bodyRef.current : subjectRef.current;
    const next = insertTagAt(
      current,
      tag,
      el?.selectionStart ?? current.length,
      el?.selectionEnd ?? current.length,
    );
    onChange(lang, target, next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const filled = (l: ContentLanguage) => Boolean(mail[l].subject.trim() || mail[l].body.trim());

  return (
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
                <Button key={tag} size="compact-xs" variant="light" onClick={() => insertTag(tag)}>
                  {t(`posts.tags.${tag}`, { defaultValue: tag })}
                </Button>
              ))}
            </Group>
            <Textarea
              ref={bodyRef}
              name={`mail.${l}.body`}
              value={mail[l].body}
              onChange={(e) => onChange(l, 'body', e.currentTarget.value)}
              onFocus={() => setTarget('body')}
              label={t('posts.wizard.body')}
              autosize
              minRows={8}
              error={errorText(errors?.[l]?.body)}
            />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
