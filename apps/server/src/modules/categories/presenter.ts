// A category as the API shows it.
import type { UiLocale } from '@fanclub/contract/codes';
import type { CategoryItem } from '@fanclub/contract/posts';
import type { CategoryRow } from './queries';

export const categoryName = (locale: UiLocale, row: { nameJa: string; nameEn: string }) =>
  locale === 'ja' ? row.nameJa : row.nameEn;

export function presentCategory(locale: UiLocale, row: CategoryRow): CategoryItem {
  return {
    id: row.id,
    nameJa: row.nameJa,
    nameEn: row.nameEn,
    name: categoryName(locale, row),
    status: row.status === 'inactive' ? 'inactive' : 'active',
    postCount: row.postCount,
    createdBy:
      row.createdById !== null && row.creatorNickname !== null
        ? { id: row.createdById, nickname: row.creatorNickname }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
