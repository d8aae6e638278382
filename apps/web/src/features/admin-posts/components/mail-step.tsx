// The "email content" step: the shared per-language mail editor with the post's tags, and the
// Japan-time send time of the first batch.
import { Alert, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAIL_TAGS } from '@fanclub/contract/posts';
import { DateTimeField } from '@/components/date-time-field';
import { MailEditor } from '@/admin-kit/mail/mail-editor';
import { useErrorText } from '@/lib/form';
import type { PostFormValues } from './post-form';

type Props = {
  control: Control<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
  setValue: UseFormSetValue<PostFormValues>;
};

export function MailStep({ control, errors, setValue }: Props) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const mail = useWatch({ control, name: 'mail' });

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm">
        {t('posts.wizard.mailLead')}
      </Text>
      <Alert variant="light" color="sea" icon={<IconInfoCircle aria-hidden />} py="xs">
        <Text fz="sm">{t('posts.wizard.mailJapaneseNote')}</Text>
      </Alert>
      <MailEditor
        value={mail}
        tags={MAIL_TAGS}
        source="post"
        errors={errors.mail}
        onChange={(lang, part, text) =>
          setValue(`mail.${lang}.${part}`, text, { shouldDirty: true })
        }
      />
      <Controller
        control={control}
        name="mailScheduledAt"
        render={({ field }) => (
          <DateTimeField
            ref={field.ref}
            name={field.name}
            label={t('posts.wizard.mailScheduledAt')}
            description={t('posts.wizard.mailScheduledAtHint')}
            placeholder={t('posts.wizard.datetimePlaceholder')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(errors.mailScheduledAt)}
          />
        )}
      />
    </Stack>
  );
}
