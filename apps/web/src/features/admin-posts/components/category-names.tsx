// The post's category names as light badges in a row (nothing when it has none), as the
// preview step and its card preview show them.
import { Badge, Group } from '@mantine/core';

export function CategoryNames({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Group gap={6}>
      {names.map((name) => (
        <Badge key={name} variant="light">
          {name}
        </Badge>
      ))}
    </Group>
  );
}
