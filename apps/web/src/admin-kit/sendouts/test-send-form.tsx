// A test send: the mail in one language, rendered as members get it, to one address. The call
// is the caller's mutation (a post's, campaign's or offer's test-sendout path).
//   import { TestSendForm } from '@/admin-kit/sendouts/test-send-form';
//   <TestSendForm send={useMutation<{ ok: boolean }, Error, TestSendoutBody>} languages={['ja', 'en']} />
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@fanclub/contract/codes';
import type { TestSendoutBody } from '@fanclub/contract/sendouts';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { applyServerErrors, useContractResolver, useErrorText } from '@/lib/form';

type TestValues = { email: string; language: ContentLanguage };

export type TestSendFormProps = {
  send: UseMutationResult<{ ok: boolean }, Error, TestSendoutBody>;
  /** Those the mail is written in (the others would get Japanese anyway). */
  languages: readonly ContentLanguage[];
};

export function TestSendForm({ send, languages }: TestSendFormProps) {
  const { t } = useTranslation(['admin', 'messages']);
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const offered: readonly ContentLanguage[] = languages.length ? languages : ['ja'];
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
