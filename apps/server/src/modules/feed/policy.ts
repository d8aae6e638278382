// What a reader may do with a post they can see: edit it (the authoring module's rule, so the
// feed's pencil and the editor agree) and comment on it (blocking restricts commenting).
import type { UserRow } from '../../db/schema/index';
import { canEditPost } from '../posts/policy';

export const canEdit = (user: UserRow, post: { authorId: number | null }) =>
  canEditPost(user, post);

export const canCommentOn = (user: UserRow) => !user.isBlocked;
