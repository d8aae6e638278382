// The white, rounded card that holds one form or message on the auth and account pages.
import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

type FormCardProps = {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  width?: number;
  children?: ReactNode;
};

export function FormCard({ title, lead, icon, width = 440, children }: FormCardProps) {
  return (
    <Paper w="100%" maw={width} p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="sm" withBorder>
      <Stack gap="lg">
        <Stack gap={6}>
          {icon}
          <Title order={1} fz={{ base: 22, sm: 26 }} c="sea.8">
            {title}
          </Title>
          {lead && (
            <Text c="dimmed" fz="sm">
              {lead}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
