// The comment policy over every role and state, as a table written out by hand: who may edit,
// delete, or block the author of a comment (who may see it is the post's policy, tested in
// posts/policy.test.ts). The routes' side of these rules is in comments.test.ts.
import { describe, expect, it } from 'vitest';
import { canBlockAuthor, canDelete, canEdit, type Actor } from './policy';

const AUTHOR_ID = 1;
const person = (id: number, flags: { isAdmin?: boolean; isBlocked?: boolean } = {}): Actor => ({
  id,
  isAdmin: flags.isAdmin ?? false,
  isBlocked: flags.isBlocked ?? false,
  yearOfBirth: 1990,
  gender: 'GD02',
  mainLanguage: 'ja',
  prefecture: null,
  countryOfResidence: null,
  nationality: null,
  createdAt: new Date('2025-01-01T00:00:00Z'),
});

const ROLES = {
  author: person(AUTHOR_ID),
  'blocked author': person(AUTHOR_ID, { isBlocked: true }),
  'other member': person(2),
  'blocked member': person(3, { isBlocked: true }),
  admin: person(4, { isAdmin: true }),
  'admin author': person(AUTHOR_ID, { isAdmin: true }),
};
type Role = keyof typeof ROLES;
const STATES = ['standing', 'deleted', 'standing, author blocked'] as const;
type State = (typeof STATES)[number];

/** [edit, delete, block the author] per role and state. */
const TABLE: Record<Role, Record<State, [boolean, boolean, boolean]>> = {
  author: {
    standing: [true, true, false],
    deleted: [false, false, false],
    'standing, author blocked': [true, true, false],
  },
  'blocked author': {
    standing: [false, true, false],
    deleted: [false, false, false],
    'standing, author blocked': [false, true, false],
  },
  'other member': {
    standing: [false, false, false],
    deleted: [false, false, false],
    'standing, author blocked': [false, false, false],
  },
  'blocked member': {
    standing: [false, false, false],
    deleted: [false, false, false],
    'standing, author blocked': [false, false, false],
  },
  admin: {
    standing: [false, true, true],
    deleted: [false, false, true],
    'standing, author blocked': [false, true, false],
  },
  'admin author': {
    standing: [true, true, false],
    deleted: [false, false, false],
    'standing, author blocked': [true, true, false],
  },
};

const commentIn = (state: State) => ({
  userId: AUTHOR_ID,
  deletedAt: state === 'deleted' ? new Date() : null,
  authorBlocked: state === 'standing, author blocked',
});

describe('comment policy', () => {
  const cases = (Object.keys(ROLES) as Role[]).flatMap((role) =>
    STATES.map((state) => [role, state] as const),
  );
  it.each(cases)('%s, %s comment', (role, state) => {
    const actor = ROLES[role];
    const comment = commentIn(state);
    expect([
      canEdit(actor, comment),
      canDelete(actor, comment),
      canBlockAuthor(actor, comment),
    ]).toEqual(TABLE[role][state]);
  });
});
