// The post's feed card as members will see it, with the cover the admin chose: categories, the
// title, the publication time and the first lines of the contents.
import { Card, Stack, Text } from '@mantine/core';
import type { ResolvedCover } from './cover-choice';
import classes from './cover-card-preview.module.css';
import { CategoryNames } from './category-names';

type CoverCardPreviewProps = {
  cover: ResolvedCover | null;
  title: string;
  categoryNames: string[];
  when: string;
  excerpt: string;
};

export function CoverCardPreview({
  cover,
  title,
  categoryNames,
  when,
  excerpt,
}: CoverCardPreviewProps) {
  return (
    <Card component="article" withBorder p={0} data-testid="card-preview">
      <div className={cover ? classes.card : undefined}>
        {cover && (
          <div className={classes.thumb}>
            <img
              src={cover.url}
              alt={cover.alt}
              width={1200}
              height={675}
              decoding="async"
              className={classes.cover}
            />
          </div>
        )}
        <Stack gap="sm" p={{ base: 'md', sm: 'lg' }} miw={0}>
          <CategoryNames names={categoryNames} />
          {/* Looks like the card's heading, but is not one: the post's own heading follows. */}
          <Text fz={{ base: 17, sm: 19 }} lh={1.45} c="sea.8" fw={700}>
            {title}
          </Text>
          <Text fz="xs" c="dimmed">
            {when}
          </Text>
          {excerpt && (
            <Text fz="sm" lh={1.8} lineClamp={3}>
              {excerpt}
            </Text>
          )}
        </Stack>
      </div>
    </Card>
  );
}
