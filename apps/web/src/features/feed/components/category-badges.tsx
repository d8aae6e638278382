// A post's categories as small badges.
import { Badge, Group } from '@mantine/core';
import type { PostCategoryRef } from '@fanclub/contract/posts';

export function CategoryBadges({ categories }: { categories: PostCategoryRef[] }) {
  if (categories.length === 0) return null;
  return (
    <Group gap={6}>
      {categories.map((category) => (
        <Badge key={category.id} variant="light" color="sea" radius="sm" tt="none">
          {category.name}
        </Badge>
      ))}
    </Group>
  );
}
