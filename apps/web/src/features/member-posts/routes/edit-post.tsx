// /posts/{postId}/edit: the author (with the posting permission) edits their post.
import '@/lib/i18n-member';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ForbiddenView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { recordFallback } from '@/components/record-fallback';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { useMemberPost } from '../api/posts';
import { MemberPostEditor } from '../components/member-post-editor';
import { emptyPostContent } from '@/components/post-editor/post-form';

export function EditPostRoute() {
  const { t } = useTranslation(['member', 'common']);
  const { postId } = useParams();
  const id = Number(postId);
  const { data: user } = useUser();
  const post = useMemberPost(id);
  usePageTitle(t('memberPosts.editTitle'));
  if (!user) return null;
  if (!user.isAdmin && (!user.canPost || user.is_blocked)) return <ForbiddenView />;
  const fallback = recordFallback(post, !Number.isInteger(id) || id <= 0);
  if (fallback || !post.data) return fallback;
  if (!post.data.canEdit) return <ForbiddenView />;
  const initial = {
    ...emptyPostContent(),
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
