// /logout: end the session on the server, forget the user here, then go to /signin.
import '@/lib/i18n-auth';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { FormCard } from '@/components/form-card';
import { PageLoader } from '@/components/page-loader';
import { usePageTitle } from '@/lib/page-title';
import { useLogout } from '../api/logout';

export function LogoutRoute() {
  const { t } = useTranslation('auth');
  const { mutate, isSuccess, isError } = useLogout();
  // ?left=1: the member has just left the club; sign-in says goodbye.
  const [params] = useSearchParams();
  const target = params.get('left') === '1' ? '/signin?left=1' : '/signin';
  const started = useRef(false);
  usePageTitle(t('logout.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  // The hook has already cleared the local user when either state is reached.
  if (isSuccess || isError) return <Navigate to={target} replace />;
  return (
    <FormCard title={t('logout.signingOut')}>
      <PageLoader fullHeight={false} />
    </FormCard>
  );
}
