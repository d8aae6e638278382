// The admin's post list: title, state, kind, categories, dates, counts and row actions.
import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminPostItem } from '@fanclub/contract/posts';
import { formatDateTime, formatNumber } from '@/lib/format';
import { PostStateBadge } from './post-state-badge';
import { ListTable } from '@/components/list-table';

type Props = { posts: AdminPostItem[]; onDelete: (post: AdminPostItem) => void };

export function editPath(post: AdminPostItem) {
  return post.state === 'draft' ? `/admin/posts/${post.id}/draft` : `/admin/posts/${post.id}/edit`;
}

export function PostTable({ posts, onDelete }: Props) {
  const { t, i18n } = useTranslation('admin');
  return (
    <ListTable
      minWidth={860}
      aria-label={t('posts.tableLabel')}
      nowrapHeads
      head={
        <>
          <Table.Th>{t('posts.columns.title')}</Table.Th>
          <Table.Th>{t('posts.columns.state')}</Table.Th>
          <Table.Th>{t('posts.columns.audience')}</Table.Th>
          <Table.Th>{t('posts.columns.publishAt')}</Table.Th>
          <Table.Th ta="right">{t('posts.columns.views')}</Table.Th>
          <Table.Th ta="right">{t('posts.columns.comments')}</Table.Th>
          <Table.Th ta="right">{t('posts.columns.reactions')}</Table.Th>
          <Table.Th>{t('posts.columns.actions')}</Table.Th>
        </>
      }
    >
      {posts.map((post) => (
        <Table.Tr key={post.id}>
          <Table.Td maw={360}>
            <Stack gap={2}>
              <Anchor component={Link} to={`/admin/posts-info/${post.id}`} fw={600} fz="sm">
                {post.title}
              </Anchor>
              <Group gap={4}>
                <Text fz="xs" c="dimmed">
                  {post.kind === 'member'
                    ? t('posts.byMember', { name: post.author.nickname })
                    : t('posts.byAdmin', { name: post.author.nickname })}
                </Text>
                {post.categories.map((c) => (
                  <Badge key={c.id} size="xs" variant="outline" color="sea">
                    {c.name}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Table.Td>
          <Table.Td>
            <PostStateBadge state={post.state} />
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{t(`posts.audience.${post.audienceType}`)}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm" c={post.publishAt ? undefined : 'dimmed'}>
              {post.publishAt ? formatDateTime(post.publishAt) : t('posts.notPublished')}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{formatNumber(post.viewCount, i18n.language)}</Table.Td>
          <Table.Td ta="right">{formatNumber(post.commentCount, i18n.language)}</Table.Td>
          <Table.Td ta="right">{formatNumber(post.reactionCount, i18n.language)}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Button component={Link} to={editPath(post)} size="compact-sm" variant="light">
                {t('posts.actions.edit')}
              </Button>
              <Button
                component={Link}
                to={`/admin/posts-info/${post.id}`}
                size="compact-sm"
                variant="light"
                color="gray"
              >
                {t('posts.actions.info')}
              </Button>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => onDelete(post)}>
                {t('posts.actions.delete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
