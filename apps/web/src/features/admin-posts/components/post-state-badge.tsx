// Draft, scheduled or published, as a badge.
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PostState } from '@fanclub/contract/posts';

const COLORS: Record<PostState, string> = { draft: 'gray', scheduled: 'sunset', published: 'teal' };

export function PostStateBadge({ state }: { state: PostState }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`posts.states.${state}`)}
    </Badge>
  );
}
