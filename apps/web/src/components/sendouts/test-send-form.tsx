// A test send: the post's mail in one language, rendered as members get it, to one address.
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import type { TestSendoutBody } from '@fanclub/contract/sendouts';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';
import { useTestSendout } from '../api/post-sendouts';

type TestValues = { email: string; language: ContentLanguage };

/** `languages`: those the post's mail is written in (the others would get Japanese anyway). */
export function TestSendForm({
  postId,
  languages,
}: {
  postId: number;
  languages: ContentLanguage[];
}) {
  const { t } = useTranslation(['admin', 'messages']);
  const errorText = useErrorText();
  const send = useTestSendout(postId);
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const offered = languages.length ? languages : (['ja'] as ContentLanguage[]);
  const resolver = useContractResolver<TestValues, TestSendoutBody>(() =>
    import('@fanclub/contract/sendouts').then((m) => m.testSendoutBody),
  );
  const form = useForm<TestValues, unknown, TestSendoutBody>({
    resolver,
    defaultValues: { email: '', language: offered[0] },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) => {
    setFormError(undefined);
    setSentTo(undefined);
    send.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) =>
        setFormError(
          isApiError(error, 'SENDOUT_SETUP')
            ? t('messages:errors.SENDOUT_SETUP')
            : applyServerErrors(error, form.setError, ['email', 'language']),
        ),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('sendouts.post.testLead')}
        </Text>
        {formError && <FormAlert>{formError}</FormAlert>}
        {sentTo && (
          <FormAlert tone="success">{t('sendouts.post.testDone', { email: sentTo })}</FormAlert>
        )}
        <Group gap="sm" align="flex-start">
          <TextInput
            type="email"
            autoComplete="email"
            label={t('sendouts.post.email')}
            error={errorText(errors.email)}
            maxLength={254}
            w={{ base: '100%', xs: 300 }}
            {...form.register('email')}
          />
          <NativeSelect
            label={t('sendouts.post.language')}
            data={CONTENT_LANGUAGES.filter((l) => offered.includes(l)).map((l) => ({
              value: l,
              label: t(`posts.languages.${l}`),
            }))}
            error={errorText(errors.language)}
            w={200}
            {...form.register('language')}
          />
        </Group>
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={send.isPending}
            leftSection={<IconMailForward size={16} aria-hidden />}
          >
            {t('sendouts.post.testSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
