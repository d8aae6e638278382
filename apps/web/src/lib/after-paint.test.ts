import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterPaintModule from './after-paint';

// Each test gets the module afresh: "the first screen has painted" holds for the page's life.
let afterPaint: typeof AfterPaintModule;
beforeEach(async () => {
  vi.resetModules();
  afterPaint = await import('./after-paint');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A picture in view whose decoding the test finishes itself (jsdom has no Element Timing). */
function pictureInView() {
  const img = document.createElement('img');
  document.body.append(img);
  img.getBoundingClientRect = () => ({ top: 10, bottom: 170 }) as DOMRect;
  let decoded!: () => void;
  img.decode = () => new Promise<void>((resolve) => (decoded = resolve));
  return { img, decode: () => decoded() };
}

describe('after the first paint', () => {
  it('marks the first screen painted once a component using it has been shown', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(afterPaint.usePainted());
      return null;
    }
    let painted = false;
    void afterPaint.whenPainted().then(() => (painted = true));
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Probe)));
    expect(seen[0]).toBe(false);
    await act(() => afterPaint.whenPainted());
    expect(painted).toBe(true);
    expect(seen.at(-1)).toBe(true);
    // Mounted later (client-side navigation), a component has it at once.
    const later: boolean[] = [];
    function Later() {
      later.push(afterPaint.usePainted());
      return null;
    }
    await act(async () => root.render(createElement(Later)));
    expect(later[0]).toBe(true);
    act(() => root.unmount());
  });

  it("waits for the first screen's picture when it is in view", async () => {
    const { img, decode } = pictureInView();
    afterPaint.firstScreenPicture(img);
    expect(img.getAttribute('elementtiming')).toBe('first-screen');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    let done = false;
    const waited = afterPaint.afterNextPaint().then(() => (done = true));
    // Frames go by (the clock is the test's own): still the picture is awaited.
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    decode();
    await vi.advanceTimersByTimeAsync(100);
    await waited;
    expect(done).toBe(true);
    vi.useRealTimers();
  });

  it('does not wait for a picture that failed to load', async () => {
    const { img } = pictureInView();
    afterPaint.firstScreenPicture(img);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    let done = false;
    const waited = afterPaint.afterNextPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    img.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(100);
    await waited;
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
