// /create-post: a member with the posting permission writes a post; others see Permission Denied.
import '@/lib/i18n-member';
import { useTranslation } from 'react-i18next';
import { ForbiddenView } from '@/components/error-views';
import { PageHeader } from '@/components/page-header';
import { useUser } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { MemberPostEditor } from '../components/member-post-editor';
import { emptyPostContent } from '@/components/post-editor/post-form';

export function CreatePostRoute() {
  const { t } = useTranslation('member');
  const { data: user } = useUser();
  usePageTitle(t('memberPosts.createTitle'));
  if (!user) return null;
  if (!user.isAdmin && (!user.canPost || user.is_blocked)) return <ForbiddenView />;
  return (
    <>
      <PageHeader title={t('memberPosts.createTitle')} lead={t('memberPosts.createLead')} />
      <MemberPostEditor initial={emptyPostContent()} />
    </>
  );
}
