// A wizard's target step: its title and lead, the shared audience editor on the feature's own
// audience calls, and below it what the feature says about the mail's reach (`children`).
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { AudienceEditor } from '@/admin-kit/audience/audience-editor';
import type { AudienceApi } from '@/admin-kit/audience/audience-api';
import type { AudienceFormValues } from '@/admin-kit/audience/audience-form';

type Props = {
  title: string;
  lead: string;
  question: string;
  api: AudienceApi;
  value: AudienceFormValues;
  onChange: (patch: Partial<AudienceFormValues>) => void;
  children?: ReactNode;
};

export function TargetPanel({ title, lead, question, api, value, onChange, children }: Props) {
  return (
    <Stack gap="md">
      <Title order={2} fz={20}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {lead}
      </Text>
      <AudienceEditor
        value={value}
        onChange={onChange}
        api={api}
        question={question}
        newsletterReach={false}
      />
      {children}
    </Stack>
  );
}
