// /public/posts/{postId}: a post for everyone, without signing in (its share tags come from the
// server's index.html). A signed-in visitor reads it in the app at /posts/{postId}.
import {
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconLock, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { NotFoundView } from '@/components/error-views';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { usePublicPost } from '../api/get-public-post';
import { PostArticle } from '../components/post-article';

export function PublicPostRoute() {
  const { t } = useTranslation();
  const postId = Number(useParams().postId);
  const user = useUser();
  const signedIn = Boolean(user.data);
  const post = usePublicPost(postId, !user.isPending && !signedIn);
  usePageTitle(post.data?.title ?? t('publicPost.title'));

  if (!Number.isInteger(postId) || postId <= 0) return <NotFoundView />;
  if (signedIn) return <Navigate to={`/posts/${postId}`} replace />;
  if (post.isError) {
    if (isApiError(post.error, 'MEMBERS_ONLY')) return <MembersOnly postId={postId} />;
    if (isApiError(post.error) && post.error.status === 404) return <NotFoundView />;
    return <QueryError error={post.error} onRetry={() => void post.refetch()} />;
  }
  if (user.isPending || post.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('loading')} />
      </Group>
    );
  }
  const data = post.data;
  const url = `${window.location.origin}/public/posts/${data.id}`;
  const signInTo = `/signin?redirect=${encodeURIComponent(`/posts/${data.id}`)}`;
  return (
    <Stack gap="lg" maw={760} mx="auto" py="lg">
      <PostArticle
        post={data}
        footer={
          <Group justify="space-between" gap="sm">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  radius="xl"
                  color={copied ? 'teal' : 'sea'}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconShare size={16} aria-hidden />
                    )
                  }
                  onClick={copy}
                >
                  {copied ? t('publicPost.copied') : t('publicPost.share')}
                </Button>
              )}
            </CopyButton>
          </Group>
        }
      />
      <Card padding="lg" withBorder bg="sea.0">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="lg">
            {t('publicPost.joinTitle')}
          </Title>
          <Text fz="sm">{t('publicPost.joinBody')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/signup" radius="xl" color="sunset">
              {t('publicPost.signUp')}
            </Button>
            <Anchor component={Link} to={signInTo} fz="sm">
              {t('publicPost.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

/** A live post meant for members, asked for by a guest: say so, and sign in back to it. */
function MembersOnly({ postId }: { postId: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={560} mx="auto" py="xl">
      <Card padding="xl" withBorder>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="sea">
            <IconLock size={24} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={24}>
            {t('publicPost.membersOnlyTitle')}
          </Title>
          <Text>{t('publicPost.membersOnlyBody')}</Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={`/signin?redirect=${encodeURIComponent(`/posts/${postId}`)}`}
              radius="xl"
            >
              {t('publicPost.membersOnlySignIn')}
            </Button>
            <Button component={Link} to="/signup" radius="xl" variant="light" color="sunset">
              {t('publicPost.signUp')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
