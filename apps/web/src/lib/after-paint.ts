// What a page does not need for its first screen (the feed below /home's cards, the header's
// bell count and avatar, the realtime channel) waits until that screen is shown: started beside
// it, it would compete with the first screen's requests and rendering on a phone. The member and
// admin layouts' header marks the moment (usePainted); nothing here runs at load.
import { startTransition, useEffect, useState } from 'react';

/** The Element Timing name of the first screen's largest picture (its `elementtiming`). */
const PICTURE = 'first-screen';
/** A picture that reports nothing (failed, or not painted after all) holds nothing longer. */
const PICTURE_WAIT_MS = 1000;

let painted = false;
let shown: Promise<void> | undefined;
const waiting: (() => void)[] = [];
let picture: HTMLImageElement | undefined;

/**
 * A ref for the first screen's largest picture (/home's first offer): a picture often reaches
 * the screen a few frames after the page around it, and what waits for the first paint waits
 * for it too when it is in view. Chromium says when it is shown (Element Timing); elsewhere its
 * decoding stands in.
 */
export function firstScreenPicture(img: HTMLImageElement | null): void {
  if (!img || painted) return;
  img.setAttribute('elementtiming', PICTURE);
  picture = img;
}

function pictureShown(img: HTMLImageElement): Promise<void> {
  const { top, bottom } = img.getBoundingClientRect();
  if (bottom <= 0 || top >= window.innerHeight) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PICTURE_WAIT_MS);
    img.addEventListener('error', done, { once: true });
    if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
        if (entries.some((entry) => entry.identifier === PICTURE)) done();
      });
      observer.observe({ type: 'element', buffered: true });
    } else {
      img.decode().then(done, done);
    }
  });
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the browser has shown what is committed now: the frame that paints it, the
 * first screen's picture (see firstScreenPicture), one more frame, then a task.
 */
export async function afterNextPaint(): Promise<void> {
  // A hidden tab paints no frame (and runs no animation frame) until it is shown.
  if (typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden') {
    await frame();
    const img = picture;
    picture = undefined;
    if (img?.isConnected) await pictureShown(img);
    await frame();
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function markPainted() {
  if (painted) return;
  painted = true;
  picture = undefined;
  waiting.splice(0).forEach((resolve) => resolve());
}

/** Resolves once a page's first screen has been shown (at once if one has already). */
export function whenPainted(): Promise<void> {
  if (painted) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * False while the first screen of the page load is being painted, true once it is shown (and
 * at once for every component that mounts later: client-side navigation keeps it).
 */
export function usePainted(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let live = true;
    // One wait for every component of the first screen, whichever effect runs first.
    shown ??= afterNextPaint().then(markPainted);
    // A transition: React renders what follows in slices, between which the page stays
    // responsive, rather than in one long task.
    void shown.then(() => {
      if (live) startTransition(() => setDone(true));
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
