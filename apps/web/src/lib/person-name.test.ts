import { describe, expect, it } from 'vitest';
import { formatPersonName } from './person-name';

const haruka = { firstName: 'Haruka', lastName: 'Shimada' };

describe('formatPersonName', () => {
  it('puts the given name first in English', () => {
    expect(formatPersonName(haruka, 'en')).toBe('Haruka Shimada');
    expect(formatPersonName(haruka, 'en-GB')).toBe('Haruka Shimada');
  });

  it('puts the family name first in Japanese', () => {
    expect(formatPersonName({ firstName: '遥', lastName: '島田' }, 'ja')).toBe('島田 遥');
    expect(formatPersonName(haruka, 'ja-JP')).toBe('Shimada Haruka');
  });

  it('leaves out a missing part without a stray space', () => {
    expect(formatPersonName({ firstName: 'Haruka', lastName: ' ' }, 'en')).toBe('Haruka');
    expect(formatPersonName({ firstName: '', lastName: '島田' }, 'ja')).toBe('島田');
  });
});
