import { describe, expect, it } from 'vitest';
import { acceptPhotos } from './photos';

const MB3 = 3 * 1024 * 1024;
const photo = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

describe('acceptPhotos', () => {
  it('keeps images up to 3 MB each and names the ones it refuses', () => {
    const { photos, problems } = acceptPhotos(
      [],
      [
        photo('a.png'),
        photo('exact.png', MB3),
        photo('big.png', MB3 + 1),
        photo('doc.pdf', 10, 'application/pdf'),
      ],
    );
    expect(photos.map((p) => p.name)).toEqual(['a.png', 'exact.png']);
    expect(problems).toEqual([
      { kind: 'tooLarge', name: 'big.png' },
      { kind: 'notImage', name: 'doc.pdf' },
    ]);
  });

  it('stops at 10 photos in all', () => {
    const nine = Array.from({ length: 9 }, (_, i) => photo(`${i}.png`));
    const { photos, problems } = acceptPhotos(nine, [
      photo('10.png'),
      photo('11.png'),
      photo('12.png'),
    ]);
    expect(photos).toHaveLength(10);
    expect(problems).toEqual([{ kind: 'tooMany', name: '11.png' }]);
  });
});
