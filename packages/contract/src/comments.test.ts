// The comment body rule, and what the web takes from the zod-free code lists.
import { describe, expect, it } from 'vitest';
import * as web from '../../../apps/web/src/features/feed/lib/reactions';
import { COMMENT_MAX_LENGTH, commentBody, reactionBody } from './comments';
import { REACTION_TYPES } from './posts';

describe('comments contract', () => {
  it('gives the web the same limit and reaction order', () => {
    expect(web.COMMENT_MAX_LENGTH).toBe(COMMENT_MAX_LENGTH);
    expect(web.REACTIONS).toEqual([...REACTION_TYPES]);
  });

  it('trims, requires and limits the text, and keeps markup as typed', () => {
    expect(commentBody.parse({ comment: '  <b>hi</b>\n ' })).toEqual({ comment: '<b>hi</b>' });
    expect(commentBody.safeParse({ comment: ' ' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(commentBody.safeParse({}).error?.issues[0]?.message).toBe('validation.required');
    expect(commentBody.safeParse({ comment: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('takes a reaction type or null', () => {
    expect(reactionBody.parse({ type: null })).toEqual({ type: null });
    expect(reactionBody.safeParse({ type: 'clap' }).success).toBe(false);
  });
});
