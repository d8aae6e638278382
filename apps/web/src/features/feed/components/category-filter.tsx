// The feed's category chips: "All" and each active category; one at a time.
import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PostCategoryRef } from '@fanclub/contract/posts';

type CategoryFilterProps = {
  categories: PostCategoryRef[];
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
};

export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('member');
  if (categories.length === 0) return null;
  return (
    <Chip.Group
      multiple={false}
      value={value === undefined ? 'all' : String(value)}
      onChange={(next) => onChange(next === 'all' ? undefined : Number(next))}
    >
      <Group gap="xs" role="group" aria-label={t('feed.filterLabel')}>
        <Chip value="all" size="sm" radius="xl" color="sea" variant="outline">
          {t('feed.allCategories')}
        </Chip>
        {categories.map((category) => (
          <Chip
            key={category.id}
            value={String(category.id)}
            size="sm"
            radius="xl"
            color="sea"
            variant="outline"
          >
            {category.name}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
