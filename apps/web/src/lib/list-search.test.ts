import { describe, expect, it } from 'vitest';
import { listSearchQuery, readFilter } from './list-search';

describe('readFilter', () => {
  it('keeps free text as typed', () => {
    expect(readFilter('text', 'しまなみ')).toBe('しまなみ');
    expect(readFilter('text', null)).toBe('');
  });

  it('reads an unknown option as no filter', () => {
    const states = ['draft', 'published'] as const;
    expect(readFilter(states, 'draft')).toBe('draft');
    expect(readFilter(states, 'deleted')).toBe('');
    expect(readFilter(states, null)).toBe('');
  });
});

describe('listSearchQuery', () => {
  it('leaves defaults out of the URL', () => {
    expect(
      listSearchQuery({ page: 1, limit: 10, filters: { keyword: '', status: '' } }, 10),
    ).toEqual({});
  });

  it('writes the filters, a page past the first and a non-default page size', () => {
    expect(
      listSearchQuery({ page: 3, limit: 50, filters: { keyword: 'umi', status: 'draft' } }, 10),
    ).toEqual({ keyword: 'umi', status: 'draft', limit: '50', page: '3' });
  });
});
