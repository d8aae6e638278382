// "/" decides: a signed-in user goes home (or to a local `redirect`), a guest to /signin
// with the query string kept.
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { GoToTarget } from '@/components/go-to-target';
import { PageLoader } from '@/components/page-loader';
import { useUser } from '@/lib/auth';

export function PassportRoute() {
  const { data: user, isPending } = useUser();
  const [params] = useSearchParams();
  const { search } = useLocation();
  if (isPending) return <PageLoader />;
  if (user) return <GoToTarget redirect={params.get('redirect')} />;
  return <Navigate to={{ pathname: '/signin', search }} replace />;
}
