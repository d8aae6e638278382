// /admin/posts-info/{postId}: one post's cover, its numbers (views, reactions by type, comments),
// the CSV of its reactions and comments, and its mail sendouts (history, send, test send).
import '@/lib/i18n-admin';
import { Button, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconDownload,
  IconEdit,
  IconHeart,
  IconMoodAngry,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSurprised,
  IconThumbUp,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CONTENT_LANGUAGES, REACTION_TYPES } from '@fanclub/contract/codes';
import { PageHeader } from '@/components/page-header';
import { recordFallback } from '@/components/record-fallback';
import { formatDateTime, formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { exportUrl, useAdminPost } from '../api/admin-posts';
import { resolveCover } from '../components/cover-choice';
import { useCoverName } from '../components/cover-chooser';
import classes from '../components/cover-card-preview.module.css';
import { PostSendouts } from '../components/post-sendouts';
import { PostStateBadge } from '../components/post-state-badge';

const ICONS = {
  like: IconThumbUp,
  love: IconHeart,
  haha: IconMoodHappy,
  wow: IconMoodSurprised,
  sad: IconMoodSad,
  angry: IconMoodAngry,
} as const;
const COLORS = {
  like: 'sea',
  love: 'red',
  haha: 'yellow',
  wow: 'orange',
  sad: 'blue',
  angry: 'red',
};

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

export function PostInfoRoute() {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { postId } = useParams();
  const id = Number(postId);
  const post = useAdminPost(id);
  const nameOf = useCoverName();
  usePageTitle(t('posts.info.title'));
  const fallback = recordFallback(post, !Number.isInteger(id) || id <= 0);
  if (fallback || !post.data) return fallback;
  const p = post.data;
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <>
      <PageHeader title={t('posts.info.title')} />
      <Stack gap="lg">
        <Card padding="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <PostStateBadge state={p.state} />
                <Text fz="sm" c="dimmed">
                  {p.publishAt ? formatDateTime(p.publishAt) : t('posts.notPublished')}
                </Text>
              </Group>
              <Title order={2} fz={20}>
                {p.title}
              </Title>
              <Text fz="sm" c="dimmed">
                {p.excerpt}
              </Text>
            </Stack>
            <Group>
              <Button
                component={Link}
                to={
                  p.state === 'draft' ? `/admin/posts/${p.id}/draft` : `/admin/posts/${p.id}/edit`
                }
                variant="light"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                {t('posts.actions.edit')}
              </Button>
              <Button
                component="a"
                href={exportUrl(p.id)}
                download
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('posts.info.csv')}
              </Button>
            </Group>
          </Group>
        </Card>
        <Card padding="lg" component="section" aria-labelledby="post-cover-title">
          <Title order={3} fz={18} mb="md" id="post-cover-title">
            {t('posts.info.cover')}
          </Title>
          {p.cover ? (
            <Group align="flex-start" gap="lg">
              <img
                src={p.cover.url}
                alt={p.cover.alt}
                width={1200}
                height={675}
                decoding="async"
                className={classes.still}
              />
              <Text fz="sm">
                {t('posts.cover.current', {
                  value: nameOf(resolveCover(p.contents, p.title, p.coverImage)),
                })}
              </Text>
            </Group>
          ) : (
            <Text fz="sm" c="dimmed">
              {t('posts.info.noCover')}
            </Text>
          )}
        </Card>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Stat label={t('posts.info.views')} value={n(p.viewCount)} />
          <Stat label={t('posts.info.reactions')} value={n(p.reactionCount)} />
          <Stat label={t('posts.info.comments')} value={n(p.commentCount)} />
        </SimpleGrid>
        <Card padding="lg">
          <Title order={3} fz={18} mb="md">
            {t('posts.info.byType')}
          </Title>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }}>
            {REACTION_TYPES.map((type) => {
              const Icon = ICONS[type];
              return (
                <Card key={type} withBorder padding="sm" ta="center">
                  <Center c={`${COLORS[type]}.6`}>
                    <Icon size={28} aria-hidden />
                  </Center>
                  <Text fz="sm" c="dimmed">
                    {t(`posts.reactions.${type}`)}
                  </Text>
                  <Text fw={700} fz="lg">
                    {n(p.reactionCounts[type])}
                  </Text>
                </Card>
              );
            })}
          </SimpleGrid>
        </Card>
        <PostSendouts postId={p.id} languages={CONTENT_LANGUAGES.filter((l) => p.mail[l])} />
      </Stack>
    </>
  );
}
