// /posts/{postId}/edit: the author (with the posting permission) edits their post.
import '@/lib/i18n-member';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ForbiddenView, NotFoundView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { isApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { useMemberPost } from '../api/posts';
import { MemberPostEditor } from '../components/member-post-editor';
import { emptyPostForm } from '@/components/post-editor/post-form';

export function EditPostRoute() {
  const { t } = useTranslation(['member', 'common']);
  const { postId } = useParams();
  const id = Number(postId);
  const { data: user } = useUser();
  const post = useMemberPost(id);
  usePageTitle(t('memberPosts.editTitle'));
  if (!user) return null;
  if (!user.isAdmin && (!user.canPost || user.is_blocked)) return <ForbiddenView />;
  if (!Number.isInteger(id) || id <= 0 || isApiError(post.error, 'NOT_FOUND'))
    return <NotFoundView />;
  if (post.isError) return <QueryError error={post.error} onRetry={() => void post.refetch()} />;
  if (!post.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  if (!post.data.canEdit) return <ForbiddenView />;
  const initial = {
    ...emptyPostForm(),
    title: post.data.title,
    contents: post.data.contents,
    categoryIds: post.data.categories.map((c) => String(c.id)),
  };
  return (
    <>
      <PageHeader title={t('memberPosts.editTitle')} />
      <MemberPostEditor postId={id} initial={initial} />
    </>
  );
}
