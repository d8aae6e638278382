// The admin area's footer: the release the server runs (GET /api/health), so the office can
// tell an operator which version it sees.
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Health } from '@fanclub/contract/health';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

export function AdminFooter() {
  const { t } = useTranslation('admin');
  const { data } = useQuery({
    queryKey: ['health'] as const,
    queryFn: () => api.get<Health>('/api/health', { anonymous: true }),
    staleTime: Infinity,
  });
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" mt="xl" pt="md">
      {data ? t('footer.version', { version: data.version }) : null}
    </Text>
  );
}
