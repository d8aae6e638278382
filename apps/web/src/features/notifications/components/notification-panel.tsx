// The open bell: a heading with "mark all read", the notifications newest first (unread ones
// marked), and "show more". Each names its cause (survey, referral, exchange decision…) and,
// when it has a link, says where it leads; a click marks it read and follows the link.
import {
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { NotificationItem } from '@fanclub/contract/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import type { useNotifications } from '../api/get-notifications';
import { useReadNotification } from '../api/read-notification';
import classes from './notification-panel.module.css';

type PanelProps = {
  headingId: string;
  query: ReturnType<typeof useNotifications>;
  unread: number;
  onNavigate: () => void;
};

export function NotificationPanel({ headingId, query, unread, onNavigate }: PanelProps) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const read = useReadNotification();
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];

  const open = (item: NotificationItem) => {
    if (!item.readAt) read.mutate(item.id);
    if (item.link) {
      onNavigate();
      void navigate(item.link);
    }
  };

  return (
    <div>
      <Group justify="space-between" wrap="nowrap" px="md" py="sm" className={classes.head}>
        <Title order={2} fz="md" id={headingId}>
          {t('notifications.title')}
        </Title>
        {/* Shown disabled but kept focusable, and no loading state (which disables it too): a
            button that disables itself under the focus drops it to the page, and Escape would no
            longer reach the popover. */}
        <Button
          variant="subtle"
          size="compact-sm"
          data-disabled={unread === 0 || undefined}
          aria-disabled={unread === 0}
          onClick={() => {
            if (unread > 0 && !read.isPending) read.mutate('all');
          }}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <div className={classes.scroll}>
        {query.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('notifications.loading')} />
          </Group>
        ) : query.isError ? (
          <Stack align="center" gap="xs" p="lg">
            <Text fz="sm" c="red.8">
              {t('notifications.loadError')}
            </Text>
            <Button variant="light" size="compact-sm" onClick={() => void query.refetch()}>
              {t('notifications.retry')}
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text fz="sm" c="dimmed" ta="center" p="lg">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ul className={classes.list}>
            {items.map((item) => (
              <li key={item.id}>
                <UnstyledButton
                  className={classes.item}
                  data-unread={item.readAt ? undefined : true}
                  onClick={() => open(item)}
                >
                  <span className={classes.dot} aria-hidden />
                  <span className={classes.body}>
                    {!item.readAt && (
                      <VisuallyHidden component="span">{t('notifications.unread')}</VisuallyHidden>
                    )}
                    <Text component="span" fz="xs" fw={600} c="sea.8" display="block">
                      {t(`notifications.causes.${item.cause}`)}
                    </Text>
                    <Text component="span" fz="sm" fw={item.readAt ? 400 : 700} display="block">
                      {item.message}
                    </Text>
                    <Text component="time" dateTime={item.createdAt} fz="xs" c="dimmed">
                      {formatDateTime(item.createdAt)}
                    </Text>
                    {item.link && (
                      <Text component="span" fz="xs" c="sea.7" className={classes.go}>
                        {t('notifications.openCause', {
                          cause: t(`notifications.causes.${item.cause}`),
                        })}
                        <IconChevronRight size={12} aria-hidden />
                      </Text>
                    )}
                  </span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <Group justify="center" p="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('notifications.loadMore')}
            </Button>
          </Group>
        )}
      </div>
    </div>
  );
}
