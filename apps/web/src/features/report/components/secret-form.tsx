// Asks for the report secret; the value stays in the page's memory (never stored or in the URL).
import { type FormEvent, useState } from 'react';
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form-alert';

type SecretFormProps = {
  onSubmit: (secret: string) => void;
  pending: boolean;
  error: string | undefined;
};

export function SecretForm({ onSubmit, pending, error }: SecretFormProps) {
  const { t } = useTranslation('stats');
  const [secret, setSecret] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (secret.trim()) onSubmit(secret.trim());
  };
  return (
    <Card maw={480} mx="auto" padding="xl">
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('report.secretTitle')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('report.secretLead')}
          </Text>
          {error && <FormAlert>{error}</FormAlert>}
          <PasswordInput
            label={t('report.secret')}
            value={secret}
            onChange={(e) => setSecret(e.currentTarget.value)}
            autoComplete="off"
            required
          />
          <Button type="submit" loading={pending}>
            {t('report.show')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
