// Route guards: a signed-in user (else `/?redirect=…`), finished onboarding, the admin flag.
import { Suspense } from 'react';
import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ForbiddenView } from '@/components/error-views';
import { PageLoader } from '@/components/page-loader';
import { StatusView } from '@/components/status-view';
import { useUser } from '@/lib/auth';
import { hasFinishedOnboarding, isAdminUser } from '@/lib/session';
import { PlainLayout } from './layouts/plain-layout';

function UserLoadError({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusView
      icon={<IconPlugConnectedX size={36} aria-hidden />}
      title={t('errors.crashTitle')}
      body={t('errors.loadFailed')}
      action={
        <Button radius="xl" onClick={retry}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}

export function RequireAuth() {
  const { data: user, isPending, isError, refetch } = useUser();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (isError) return <UserLoadError retry={() => void refetch()} />;
  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/?redirect=${redirect}`} replace />;
  }
  const onOnboarding = location.pathname === '/onboarding';
  if (!hasFinishedOnboarding(user) && !onOnboarding) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/** Used inside RequireAuth, so the user is loaded. A member sees the 403 view. */
export function RequireAdmin() {
  const { data: user } = useUser();
  // ADMIN_REQUIRE_2FA: an admin without two-step sign-in sets it up before the admin area.
  if (user?.twoFactorEnrolmentRequired) return <Navigate to="/account/two-factor" replace />;
  if (!user || !isAdminUser(user)) {
    return (
      <PlainLayout>
        <ForbiddenView />
      </PlainLayout>
    );
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
