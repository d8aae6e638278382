// What a one-record screen shows until it can show the record: not found (a bad id in the
// path, or the server's NOT_FOUND), the failed call with a retry, or a spinner.
//   import { recordFallback } from '@/components/record-fallback';
//   const fallback = recordFallback(post, !validId);
//   if (fallback) return fallback;
import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { NotFoundView } from './error-views';
import { QueryError } from './query-error';

function RecordLoading() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

export function recordFallback(
  query: UseQueryResult<unknown>,
  invalidId: boolean,
): ReactNode | undefined {
  if (invalidId || isApiError(query.error, 'NOT_FOUND')) return <NotFoundView />;
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <RecordLoading />;
  return undefined;
}
