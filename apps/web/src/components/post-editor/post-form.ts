// The post content's form values (title, rich text, categories, publication time) and their
// conversion to the contract's post body: the member's editor uses them as they are, the admin's
// wizard adds the audience and the mail around them.
import type { PostBody, PostStatus } from '@fanclub/contract/posts';

export type PostContentValues = {
  title: string;
  contents: string;
  categoryIds: string[];
  /** `YYYY-MM-DD HH:mm` Japan time; blank = now. */
  publishAt: string;
};

export function emptyPostContent(): PostContentValues {
  return { title: '', contents: '', categoryIds: [], publishAt: '' };
}

export function toPostContentBody(values: PostContentValues, status: PostStatus): PostBody {
  return {
    title: values.title,
    contents: values.contents,
    categoryIds: values.categoryIds.map(Number),
    publishAt: values.publishAt.trim() || null,
    status,
  };
}

/** Server field names the content step shows. */
export const CONTENT_FIELDS = ['title', 'contents', 'categoryIds', 'publishAt'] as const;
