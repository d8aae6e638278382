// The post page shows the cover above the heading; an opening image of the contents that is the
// cover is dropped so it is not shown twice, and any other image stays where the author put it.
import { describe, expect, it } from 'vitest';
import { withoutLeadingCover } from './post-cover';

const cover = { url: '/uploads/posts/a.webp', alt: '橋' };

describe('withoutLeadingCover', () => {
  it('drops an opening image that is the cover, bare or in a paragraph', () => {
    expect(
      withoutLeadingCover('<img src="/uploads/posts/a.webp" alt="橋"><p>本文</p>', cover),
    ).toBe('<p>本文</p>');
    expect(
      withoutLeadingCover('<p><img src="/uploads/posts/a.webp" alt=""></p><p>本文</p>', cover),
    ).toBe('<p>本文</p>');
  });

  it('keeps the contents when they open with text, with another image, or have no cover', () => {
    const later = '<p>本文</p><img src="/uploads/posts/a.webp" alt="橋">';
    expect(withoutLeadingCover(later, cover)).toBe(later);
    const other = '<img src="https://img.example.jp/b.webp" alt=""><p>本文</p>';
    expect(withoutLeadingCover(other, cover)).toBe(other);
    expect(withoutLeadingCover(later, null)).toBe(later);
  });
});
