import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors } from './form';

type Values = { email: string; password: string };

describe('applyServerErrors', () => {
  it('puts each field error on its field, focusing only the first', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'VALIDATION_ERROR', 'The given data was invalid.', {
      email: ['Already taken'],
      password: ['Too short'],
    });
    expect(applyServerErrors<Values>(error, setError, ['email', 'password'])).toBeUndefined();
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'email',
      { type: 'server', message: 'Already taken' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'password',
      { type: 'server', message: 'Too short' },
      { shouldFocus: false },
    );
  });

  it("returns the envelope's message when an error has no field on this form", () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'VALIDATION_ERROR', 'Check the form.', {
      email: ['Already taken'],
      captcha: ['Wrong'],
    });
    expect(applyServerErrors<Values>(error, setError, ['email'])).toBe('Check the form.');
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('returns the message of an error without fields', () => {
    const error = new ApiError(409, 'BATCH_BUSY', 'A batch is sending.');
    expect(applyServerErrors<Values>(error, vi.fn(), ['email'])).toBe('A batch is sending.');
  });

  it('gives the localised system error for anything that is not an API error', () => {
    const setError = vi.fn();
    expect(applyServerErrors<Values>(new TypeError('fetch failed'), setError, ['email'])).toBe(
      '内部エラーが発生しました。時間をおいて再度お試しください。',
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
