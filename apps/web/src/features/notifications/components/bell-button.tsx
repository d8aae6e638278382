// The bell button with its unread dot: the same element before and after the popover has loaded.
import '@mantine/core/styles/Indicator.layer.css';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

type BellButtonProps = ComponentPropsWithRef<'button'> & { label: string };

export function BellButton({ label, ...others }: BellButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray.8"
      size="lg"
      radius="xl"
      aria-label={label}
      {...others}
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}

/** The unread count over the bell; the count is in the button's name, the dot is decoration. */
export function BellIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={6}
      color="sunset.7"
      withBorder
      attributes={{ indicator: { 'aria-hidden': true } }}
    >
      {children}
    </Indicator>
  );
}
