// The six reactions in the contract's order (drawn by components/reaction-icon.tsx). The order
// and the comment limit come from the contract's zod-free code lists, so the post page's
// chunk does not carry zod; the schemas themselves load with the form.
import { REACTION_TYPES, type ReactionType } from '@fanclub/contract/codes';

export { COMMENT_MAX_LENGTH } from '@fanclub/contract/codes';

export const REACTIONS: readonly ReactionType[] = REACTION_TYPES;
