// /admin/create-post, /admin/posts/{postId}/edit and /admin/posts/{postId}/draft: the wizard,
// empty or filled from GET api/posts-admin/{id}.
import '@/lib/i18n-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { recordFallback } from '@/components/record-fallback';
import { usePageTitle } from '@/lib/page-title';
import { emptyPostForm, formFromAdminPost } from '../components/post-form';
import { useAdminPost } from '../api/admin-posts';
import { PostWizard } from '../components/post-wizard';

export function CreatePostRoute() {
  const { t } = useTranslation('admin');
  usePageTitle(t('posts.createTitle'));
  return (
    <>
      <PageHeader title={t('posts.createTitle')} lead={t('posts.createLead')} />
      <PostWizard initial={emptyPostForm()} />
    </>
  );
}

function EditScreen({ draft }: { draft: boolean }) {
  const { t } = useTranslation(['admin', 'common']);
  const { postId } = useParams();
  const id = Number(postId);
  const post = useAdminPost(id);
  const title = draft ? t('posts.draftTitle') : t('posts.editTitle');
  usePageTitle(title);
  const fallback = recordFallback(post, !Number.isInteger(id) || id <= 0);
  if (fallback || !post.data) return fallback;
  return (
    <>
      <PageHeader title={title} lead={post.data.title} />
      <PostWizard
        key={post.data.id}
        postId={post.data.id}
        initial={formFromAdminPost(post.data)}
        initialCover={post.data.coverImage}
      />
    </>
  );
}

export function EditPostRoute() {
  return <EditScreen draft={false} />;
}

export function DraftPostRoute() {
  return <EditScreen draft />;
}
