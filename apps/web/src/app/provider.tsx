// Everything the app runs inside: Mantine (theme), React Query and i18next. Notifications
// live in the member and admin layouts, the only places that show them.
import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, hashKey } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { userQueryOptions } from '@/lib/auth';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  // The realtime channel follows the signed-in user: it starts on sign-in, stops on sign-out.
  // Its code loads once a user is in the cache (a guest on /signin never fetches it); from then
  // on startRealtime follows the user itself.
  useEffect(() => {
    const userKey = userQueryOptions().queryKey;
    const userHash = hashKey(userKey);
    let stop: (() => void) | undefined;
    let unmounted = false;
    let loading = false;
    const cache = queryClient.getQueryCache();
    const loadWhenSignedIn = () => {
      if (loading || !queryClient.getQueryData(userKey)) return;
      loading = true;
      unsubscribe();
      void import('@/lib/realtime').then(({ startRealtime }) => {
        if (!unmounted) stop = startRealtime(queryClient);
      });
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.query.queryHash === userHash) loadWhenSignedIn();
    });
    loadWhenSignedIn();
    return () => {
      unmounted = true;
      unsubscribe();
      stop?.();
    };
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
