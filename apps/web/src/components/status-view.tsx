// A full-page message with a heading and a way out: 403, 404 and crash screens use it.
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type StatusViewProps = {
  code?: string;
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
};

export function StatusView({ code, icon, title, body, action }: StatusViewProps) {
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="sea">
          {icon}
        </ThemeIcon>
        {code && (
          <Text c="dimmed" fw={700} fz="sm" aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        {action}
      </Stack>
    </Center>
  );
}
