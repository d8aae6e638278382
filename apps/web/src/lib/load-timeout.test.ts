import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isScreenLoadTimeout,
  SCREEN_LOAD_TIMEOUT_MS,
  ScreenLoadTimeout,
  withLoadTimeout,
} from './load-timeout';

describe('withLoadTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up on a screen still loading after 120 seconds', async () => {
    expect(SCREEN_LOAD_TIMEOUT_MS).toBe(120_000);
    const stalled = withLoadTimeout(new Promise<never>(() => {}));
    const caught = stalled.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void stalled.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ScreenLoadTimeout);
    expect(isScreenLoadTimeout(error)).toBe(true);
  });

  it('passes a screen that loads in time through, and its own failure unchanged', async () => {
    await expect(withLoadTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
    const failure = new Error('chunk failed');
    const rejected = withLoadTimeout(Promise.reject(failure));
    await expect(rejected).rejects.toBe(failure);
    expect(isScreenLoadTimeout(failure)).toBe(false);
  });
});
