// A page's h1 and one line about it.
import { Stack, Text, Title } from '@mantine/core';
import { Phrases } from './phrases';

export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }} c="sea.8">
        <Phrases text={title} />
      </Title>
      {lead && <Text c="dimmed">{lead}</Text>}
    </Stack>
  );
}
