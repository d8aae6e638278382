// /posts/{postId}: one post as the member reads it: categories, title, date and counts, the
// sanitised contents, the reactions and the comments. Opening it counts the member's view once
// (the server ignores reloads); a post the member may not see is the 404 screen.
import '@/lib/i18n-member';
import { Anchor, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { QueryError } from '@/components/query-error';
import { CommentThread } from '../components/comment-thread';
import { ReactionBar } from '../components/reaction-bar';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useCountView } from '../api/count-view';
import { usePost } from '../api/get-post';
import { PostArticle } from '../components/post-article';

export function PostDetailRoute() {
  const { t } = useTranslation('member');
  const postId = Number(useParams().postId);
  const post = usePost(postId);
  usePageTitle(post.data?.title ?? t('post.title'));
  const { mutate: countView } = useCountView();
  const counted = useRef<number | undefined>(undefined);
  const loaded = post.data?.id;
  useEffect(() => {
    if (loaded === undefined || counted.current === loaded) return;
    counted.current = loaded;
    countView(loaded);
  }, [loaded, countView]);

  if (!Number.isInteger(postId) || postId <= 0) return <NotFoundView />;
  if (post.isError) {
    if (isApiError(post.error) && post.error.status === 404) return <NotFoundView />;
    return <QueryError error={post.error} onRetry={() => void post.refetch()} />;
  }
  if (post.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('post.loading')} />
      </Group>
    );
  }
  const data = post.data;
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Anchor component={Link} to="/home" fz="sm" c="sea.7">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('post.backToFeed')}
        </Group>
      </Anchor>
      <PostArticle
        post={data}
        mine={data.myReaction}
        footer={<ReactionBar target="post" id={data.id} />}
      />
      <section aria-label={t('post.commentsLabel')}>
        <CommentThread postId={data.id} />
      </section>
    </Stack>
  );
}
