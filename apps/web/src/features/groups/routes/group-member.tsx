// /groups/{groupId}/members/{memberId}: a member as the group sees them (nickname, avatar, role,
// joined date, never the e-mail) and their posts in this group that I may see, newest first.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Image.layer.css';
import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { ListStates } from '@/components/list-states';
import { NotFoundView } from '@/components/error-views';
import { PageLoader } from '@/components/page-loader';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useGroupMember } from '../api/groups';

export function GroupMemberRoute() {
  const { t } = useTranslation('groups');
  const { groupId, memberId } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const gid = Number(groupId);
  const mid = Number(memberId);
  const query = useGroupMember(gid, mid, page);
  usePageTitle(
    query.data ? t('member.title', { nickname: query.data.member.nickname }) : undefined,
  );

  const valid = [gid, mid].every((n) => Number.isInteger(n) && n > 0);
  if (!valid || isApiError(query.error, 'NOT_FOUND')) return <NotFoundView />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  const { group, member, posts, postsMeta } = query.data;

  return (
    <Stack gap="lg" maw={860} mx="auto" w="100%">
      <Anchor component={Link} to={`/groups/${group.id}`} fz="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <span style={{ overflowWrap: 'anywhere' }}>{t('member.back', { name: group.name })}</span>
        </Group>
      </Anchor>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group gap="lg" wrap="nowrap">
          <Avatar
            src={member.avatarUrl}
            alt={t('member.avatarAlt', { nickname: member.nickname })}
            size={72}
            radius="xl"
            color="sea"
          >
            {member.nickname.slice(0, 1)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
              {t('member.title', { nickname: member.nickname })}
            </Title>
            <Group gap="sm">
              <Badge variant="light" color="teal">
                {t(`role.${member.role}`)}
              </Badge>
              {member.joinedAt && (
                <Text fz="sm" c="dimmed">
                  {t('member.joinedOn', { date: formatDate(member.joinedAt) })}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
      </Paper>

      <section aria-labelledby="member-posts">
        <Title order={2} fz="lg" mb="sm" id="member-posts">
          {t('member.posts')}
        </Title>
        <ListStates rows={posts} emptyText={t('member.empty')}>
          {(rows) => (
            <Stack gap="md">
              {rows.map((post) => (
                <Paper key={post.id} withBorder radius="md" p="md" component="article">
                  <Stack gap="xs">
                    <Group justify="space-between" gap="xs">
                      <Anchor
                        component={Link}
                        to={`/groups/${group.id}/topics/${post.topicId}`}
                        fz="sm"
                        fw={600}
                      >
                        {t('member.inTopic', { title: post.topicTitle })}
                      </Anchor>
                      <Text fz="sm" c="dimmed">
                        {formatDateTime(post.createdAt)}
                      </Text>
                    </Group>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {post.body}
                    </Text>
                    {post.imageUrls.length > 0 && (
                      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                        {post.imageUrls.map((src, i) => (
                          <Image
                            key={src}
                            src={src}
                            alt={t('member.photoAlt', { nickname: member.nickname, n: i + 1 })}
                            radius="sm"
                            h={120}
                            fit="cover"
                          />
                        ))}
                      </SimpleGrid>
                    )}
                    <Group gap="md" c="dimmed">
                      <Group gap={4}>
                        <IconHeart size={16} aria-hidden />
                        <Text fz="sm">{t('member.likes', { count: post.likeCount })}</Text>
                      </Group>
                      <Group gap={4}>
                        <IconMessageCircle size={16} aria-hidden />
                        <Text fz="sm">{t('member.comments', { count: post.commentCount })}</Text>
                      </Group>
                      <Anchor
                        component={Link}
                        to={`/groups/${group.id}/topics/${post.topicId}/posts/${post.id}`}
                        fz="sm"
                        ml="auto"
                      >
                        {t('member.open')}
                      </Anchor>
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )}
        </ListStates>
        {postsMeta.total > postsMeta.limit && (
          <ListPagination
            meta={postsMeta}
            onChange={(p) => setParams(p === 1 ? {} : { page: String(p) }, { replace: true })}
          />
        )}
      </section>
    </Stack>
  );
}
