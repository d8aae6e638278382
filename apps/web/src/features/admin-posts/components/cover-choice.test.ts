import { describe, expect, it } from 'vitest';
import { imagesIn, plainText, resolveCover } from './cover-choice';

const A = '/uploads/posts/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
const B = '/uploads/posts/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp';
const contents =
  `<p>Morning</p><img src="${A}" alt="Steam &amp; stone"><p>Later</p>` +
  `<img src="${B}" alt=""><img src="javascript:alert(1)"><img src="${A}" alt="again">`;

describe('imagesIn', () => {
  it('lists the images that may be covers, in order, once each, alt text decoded', () => {
    expect(imagesIn(contents)).toEqual([
      { url: A, alt: 'Steam & stone' },
      { url: B, alt: '' },
    ]);
  });

  it('finds nothing in text-only contents', () => {
    expect(imagesIn('<p>No pictures</p>')).toEqual([]);
  });
});

describe('resolveCover', () => {
  it('takes the first image when nothing is chosen', () => {
    expect(resolveCover(contents, 'Title', null)).toEqual({
      url: A,
      alt: 'Steam & stone',
      source: 'first',
    });
  });

  it('takes the chosen image with its place, and the title when it has no alt text', () => {
    expect(resolveCover(contents, ' Onsen ', B)).toEqual({
      url: B,
      alt: 'Onsen',
      source: 'contents',
      position: 2,
    });
  });

  it('keeps a chosen image that is not in the contents as a separate cover', () => {
    const url = 'https://example.com/cover.jpg';
    expect(resolveCover(contents, 'Onsen', url)).toEqual({ url, alt: 'Onsen', source: 'separate' });
  });

  it('has no cover when nothing is chosen and the contents have no image', () => {
    expect(resolveCover('<p>Text</p>', 'Onsen', null)).toBeNull();
  });
});

describe('plainText', () => {
  it('drops tags and squeezes spaces', () => {
    expect(plainText('<p>Hot &amp; cold</p>\n<p>springs</p>')).toBe('Hot & cold springs');
  });
});
