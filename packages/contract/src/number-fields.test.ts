// The typed number fields answer the message that fits what was typed: blank asks for a value,
// a fraction or text names the kind of number wanted.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminNotificationBody } from './notifications';
import { adjustPointsBody } from './points';
import { redeemBody } from './rewards';

function messageOf(schema: z.ZodType, body: unknown, field: string): string | undefined {
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('whole points', () => {
  const adjust = (points: unknown) =>
    messageOf(adjustPointsBody, { userId: 1, points, reason: 'お礼' }, 'points');

  it.each([
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
    ['1.5', 'validation.whole_points'],
    [1.5, 'validation.whole_points'],
    ['abc', 'validation.whole_points'],
    ['0', 'validation.not_zero'],
    ['2000000', 'validation.invalid'],
  ])('an adjustment of %j says %s', (points, message) => {
    expect(adjust(points)).toBe(message);
  });

  it('reads a typed whole number, signed', () => {
    expect(adjustPointsBody.parse({ userId: '7', points: ' -300 ', reason: 'お礼' })).toEqual({
      userId: 7,
      points: -300,
      reason: 'お礼',
    });
  });

  it('an exchange amount follows the same rule', () => {
    const redeem = (amount: unknown) => messageOf(redeemBody, { rewardId: 1, amount }, 'amount');
    expect(redeem('')).toBe('validation.required');
    expect(redeem('12.5')).toBe('validation.whole_points');
    expect(redeem('ten')).toBe('validation.whole_points');
    expect(redeem('500')).toBeUndefined();
  });
});

describe('record ids typed into a form', () => {
  it('blank asks for a value, text is invalid', () => {
    const user = (userId: unknown) =>
      messageOf(adminNotificationBody, { userId, message: 'こんにちは' }, 'userId');
    expect(user('')).toBe('validation.required');
    expect(user('abc')).toBe('validation.invalid');
    expect(user('1.5')).toBe('validation.invalid');
    expect(user('12')).toBeUndefined();
  });
});
