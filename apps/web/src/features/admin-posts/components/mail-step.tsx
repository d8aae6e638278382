// The "email content" step: subject and body per content language (a language is sent when
// either is filled; Japanese is then required, as the fallback), tag buttons that put
// {{nick_name}} and the like at the cursor of the subject or body, and the send time.
import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import { MAIL_TAGS } from '@fanclub/contract/posts';
import { useErrorText } from '@/lib/form';
import type { PostFormValues } from '@/features/member-posts/components/post-form';

type Props = {
  control: Control<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  setValue: UseFormSetValue<PostFormValues>;
};

export function MailStep({ control, errors, setValue }: Props) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [lang, setLang] = useState<ContentLanguage>('ja');
  const mail = useWatch({ control, name: 'mail' });
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const subjectRef = useRef<HTMLInputElement | null>(null);
  // The tag goes where the admin was last typing: the body unless the subject had the focus.
  const [target, setTarget] = useState<'subject' | 'body'>('body');

  const insertTag = (tag: string) => {
    const current = mail[lang][target];
    const el = target === 'body' ? bodyRef.current : subjectRef.current;
    const at = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    const text = `{{${tag}}}`;
    setValue(`mail.${lang}.${target}`, current.slice(0, at) + text + current.slice(end), {
      shouldDirty: true,
    });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const filled = (l: ContentLanguage) => Boolean(mail[l].subject.trim() || mail[l].body.trim());

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('posts.wizard.mailLead')}
      </Text>
      <Alert variant="light" color="sea" icon={<IconInfoCircle aria-hidden />} py="xs">
        <Text fz="sm">{t('posts.wizard.mailJapaneseNote')}</Text>
      </Alert>
      <Tabs value={lang} onChange={(v) => v && setLang(v as ContentLanguage)} keepMounted={false}>
        <Tabs.List>
          {CONTENT_LANGUAGES.map((l) => (
            <Tabs.Tab
              key={l}
              value={l}
              fw={filled(l) ? 700 : undefined}
              c={errors.mail?.[l] ? 'red' : undefined}
            >
              {t(`posts.languages.${l}`)}
              {filled(l) ? ' ●' : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTENT_LANGUAGES.map((l) => (
          <Tabs.Panel key={l} value={l} pt="md">
            <Stack gap="sm">
              <Controller
                control={control}
                name={`mail.${l}.subject`}
                render={({ field }) => (
                  <TextInput
                    {...field}
                    ref={(el) => {
                      field.ref(el);
                      if (l === lang) subjectRef.current = el;
                    }}
                    onFocus={() => setTarget('subject')}
                    label={t('posts.wizard.subject')}
                    maxLength={200}
                    error={errorText(errors.mail?.[l]?.subject)}
                  />
                )}
              />
              <Group gap="xs">
                <Text fz="sm" c="dimmed">
                  {t('posts.wizard.insertTag')}
                </Text>
                {MAIL_TAGS.map((tag) => (
                  <Button
                    key={tag}
                    size="compact-xs"
                    variant="light"
                    onClick={() => insertTag(tag)}
                  >
                    {t(`posts.tags.${tag}`)}
                  </Button>
                ))}
              </Group>
              <Controller
                control={control}
                name={`mail.${l}.body`}
                render={({ field }) => (
                  <Textarea
                    {...field}
                    ref={(el) => {
                      field.ref(el);
                      if (l === lang) bodyRef.current = el;
                    }}
                    onFocus={() => setTarget('body')}
                    label={t('posts.wizard.body')}
                    autosize
                    minRows={8}
                    error={errorText(errors.mail?.[l]?.body)}
                  />
                )}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Controller
        control={control}
        name="mailScheduledAt"
        render={({ field }) => (
          <TextInput
            {...field}
            label={t('posts.wizard.mailScheduledAt')}
            description={t('posts.wizard.mailScheduledAtHint')}
            placeholder={t('posts.wizard.datetimePlaceholder')}
            error={errorText(errors.mailScheduledAt)}
            maw={320}
          />
        )}
      />
    </Stack>
  );
}
