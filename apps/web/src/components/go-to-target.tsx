// Where a signed-in user goes after sign-in or from "/": a screen of the app through the router,
// or a server link (a survey's start, an offer's click-through) as a full page load.
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { isServerTarget, safeRedirectTarget } from '@/lib/safe-redirect';

export function GoToTarget({ redirect }: { redirect: string | null }) {
  const target = safeRedirectTarget(redirect) ?? '/home';
  const server = isServerTarget(target);
  useEffect(() => {
    if (server) window.location.replace(target);
  }, [server, target]);
  if (server) return <PageLoader />;
  return <Navigate to={target} replace />;
}
