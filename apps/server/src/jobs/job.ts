// What a periodic task is: the jobs are listed and started in index.ts.
export type Job = {
  name: string;
  everyMs: number;
  /** Runs once at start too, not only after the first interval. */
  atStart?: boolean;
  run(): Promise<unknown>;
};
