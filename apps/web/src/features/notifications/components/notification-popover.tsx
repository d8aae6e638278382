// The bell's popover listing the notifications; loaded by NotificationBell on first intent.
import '@mantine/core/styles/Popover.layer.css';
import { useId } from 'react';
import { Popover } from '@mantine/core';
import { type Intent, useIntentFocus } from '@/lib/use-load-on-intent';
import type { useNotifications } from '../api/get-notifications';
import { BellButton, BellIndicator } from './bell-button';
import { NotificationPanel } from './notification-panel';

type NotificationPopoverProps = {
  opened: boolean;
  onChange: (opened: boolean) => void;
  query: ReturnType<typeof useNotifications>;
  unread: number;
  label: string;
  intent: Intent;
};

export function NotificationPopover({
  opened,
  onChange,
  query,
  unread,
  label,
  intent,
}: NotificationPopoverProps) {
  const headingId = useId();
  const { target } = useIntentFocus(intent);
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      offset={12}
      width={360}
      shadow="md"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
    >
      {/* The target is the button itself: it carries aria-expanded and aria-controls. */}
      <BellIndicator unread={unread}>
        <Popover.Target>
          <BellButton label={label} ref={target} onClick={() => onChange(!opened)} />
        </Popover.Target>
      </BellIndicator>
      <Popover.Dropdown p={0} aria-labelledby={headingId} maw="calc(100vw - 16px)">
        <NotificationPanel
          headingId={headingId}
          query={query}
          unread={unread}
          onNavigate={() => onChange(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
