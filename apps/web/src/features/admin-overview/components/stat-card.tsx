// One count on the overview: label, big number, an icon in the card's tone.
import type { ReactNode } from 'react';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';

type StatCardProps = {
  label: string;
  value: string | undefined;
  icon: ReactNode;
  color?: string;
  highlight?: boolean;
};

export function StatCard({ label, value, icon, color = 'sea', highlight = false }: StatCardProps) {
  return (
    <Card bg={highlight ? 'sea.6' : undefined} c={highlight ? 'white' : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Text fz="sm" c={highlight ? 'sea.0' : 'dimmed'} fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={34} w={80} />
          ) : (
            <Text fz={32} fw={700} lh={1.1}>
              {value}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="xl" variant={highlight ? 'white' : 'light'} color={color}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
