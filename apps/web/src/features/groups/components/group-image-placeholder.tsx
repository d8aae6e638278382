// Where a group has no image: a calm sea-coloured band with the group icon.
import { Center } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';

export function GroupImagePlaceholder({ h }: { h: number }) {
  return (
    <Center h={h} bg="sea.0" c="sea.6" aria-hidden>
      <IconUsersGroup size={48} />
    </Center>
  );
}
