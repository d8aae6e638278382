// A screen's code and texts load lazily; on a stalled connection the load could hang forever
// behind a spinner. After 120 seconds it gives up with `ScreenLoadTimeout`, which the root error
// screen shows as "this is taking too long" with a reload button (docs/DECISIONS.md "Web").
//   lazy: () => withLoadTimeout(import('./screen')).then(...)

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export class ScreenLoadTimeout extends Error {
  constructor() {
    super('The screen took too long to load');
    this.name = 'ScreenLoadTimeout';
  }
}

export const isScreenLoadTimeout = (error: unknown): error is ScreenLoadTimeout =>
  error instanceof ScreenLoadTimeout;

/** The promise's result, or a ScreenLoadTimeout once `ms` pass first. */
export function withLoadTimeout<T>(work: Promise<T>, ms = SCREEN_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenLoadTimeout()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
