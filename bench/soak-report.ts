// The soak's end (bench/soak.ts): totals per route, who came, each server's memory first against
// last (and the peak of the first half against the second), the ledger, and what failed.
import type { Ledger } from './soak-ledger';

export type Memory = { port: number; pid: number | null; rssMb: number; heapMb: number };

export type Minute = {
  minute: number;
  requests: number;
  errors: number;
  refusals: number;
  p50: number;
  p99: number;
  /** p50/p99 (ms) per route in this minute. */
  routes: Record<string, { requests: number; p50: number; p99: number }>;
  /** Members seen for the first time in this minute. */
  newMembers: number;
  servers: Memory[];
};

export const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!);
}

type Counts = { requests: number; errors: number; refusals: number };

export type SoakRun = {
  perMinute: Minute[];
  byKind: Record<string, Counts>;
  routes: Record<string, { requests: number; p50: number; p99: number }>;
  members: { distinct: number; once: number; mostVisits: number };
  errorSamples: string[];
  redeemed: number;
  allLatencies: number[];
  maxInFlight: number;
  unanswered: number;
};

type Options = {
  command: string;
  machine: Record<string, string | number>;
  minutes: number;
  rate: number;
  members: number;
  mix: Record<string, number>;
  zipf: number;
  restarts: number;
  /** The RSS growth allowed, in percent. */
  maxGrowth: number;
};

/** Prints the summary and returns it with the problems that fail the soak. */
export function report(run: SoakRun, ledger: Ledger, options: Options) {
  const { command, machine, minutes, rate, members, mix, zipf, restarts, maxGrowth } = options;
  const sorted = run.allLatencies.sort((a, b) => a - b);
  const totals = run.perMinute.reduce(
    (t, m) => ({
      requests: t.requests + m.requests,
      errors: t.errors + m.errors,
      refusals: t.refusals + m.refusals,
    }),
    { requests: 0, errors: 0, refusals: 0 },
  );
  // Memory after warm-up: the end of the first minute against the end of the last, and (RSS
  // falls and climbs again as the collector and the allocator give pages back, so an early drop
  // could hide a later climb) the highest minute of the first half against that of the second.
  const pct = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;
  const half = Math.max(1, Math.floor(run.perMinute.length / 2));
  const peak = (minutes: Minute[], i: number) =>
    minutes.length === 0 ? 0 : Math.max(...minutes.map((m) => m.servers[i]!.rssMb));
  const first = run.perMinute[0]!.servers;
  const last = run.perMinute.at(-1)!.servers;
  const memory = first.map((f, i) => {
    const l = last[i]!;
    const firstHalfPeak = peak(run.perMinute.slice(0, half), i);
    // A one-minute run has no second half: its one minute is both.
    const secondHalfPeak = peak(run.perMinute.slice(half), i) || firstHalfPeak;
    return {
      port: f.port,
      firstRssMb: f.rssMb,
      lastRssMb: l.rssMb,
      growthPercent: pct(f.rssMb, l.rssMb),
      firstHalfPeakRssMb: firstHalfPeak,
      secondHalfPeakRssMb: secondHalfPeak,
      peakGrowthPercent: pct(firstHalfPeak, secondHalfPeak),
      firstHeapMb: f.heapMb,
      lastHeapMb: l.heapMb,
      samePid: f.pid === l.pid,
    };
  });
  const summary = {
    at: new Date().toISOString(),
    command,
    machine,
    minutes,
    rate,
    members,
    mix,
    totals: {
      ...totals,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: Math.round(sorted.at(-1) ?? 0),
      achievedRate: Math.round((totals.requests / (minutes * 60)) * 10) / 10,
      maxInFlight: run.maxInFlight,
      unanswered: run.unanswered,
      serverRestarts: restarts,
      redeemed: run.redeemed,
    },
    zipf,
    byKind: run.byKind,
    routes: run.routes,
    visitors: run.members,
    memory,
    ledger,
    errorSamples: run.errorSamples,
    perMinute: run.perMinute,
  };

  console.log(
    `\nTotal ${totals.requests} requests (${summary.totals.achievedRate}/s), errors ${totals.errors}, refusals (409/422) ${totals.refusals}, p50 ${summary.totals.p50} ms, p99 ${summary.totals.p99} ms, max ${summary.totals.max} ms, at most ${run.maxInFlight} in flight`,
  );
  for (const [kind, k] of Object.entries(run.byKind))
    console.log(
      `  ${kind.padEnd(8)} ${k.requests} requests, ${k.errors} errors, ${k.refusals} refusals, p50 ${run.routes[kind]!.p50} ms, p99 ${run.routes[kind]!.p99} ms`,
    );
  console.log(
    `  members: ${run.members.distinct} distinct (Zipf s=${zipf} over ${members}), ${run.members.once} of them once, the most frequent ${run.members.mostVisits} times`,
  );
  for (const m of memory)
    console.log(
      `  server ${m.port}: RSS ${m.firstRssMb} → ${m.lastRssMb} MB (${m.growthPercent >= 0 ? '+' : ''}${m.growthPercent}%), peak ${m.firstHalfPeakRssMb} → ${m.secondHalfPeakRssMb} MB (${m.peakGrowthPercent >= 0 ? '+' : ''}${m.peakGrowthPercent}%), heap used ${m.firstHeapMb} → ${m.lastHeapMb} MB${m.samePid ? '' : ' (restarted)'}`,
    );
  console.log(
    `  ledger: ${ledger.negativeBalances} negative balances, ${ledger.balancesNotLedgerSum} balances ≠ ledger sum, ${ledger.balancesNotLastBalanceAfter} ≠ last balance_after; Σ balances ${ledger.balances} = Σ ledger ${ledger.ledger}; ${ledger.exchanges} exchanges (${run.redeemed} redeems answered 2xx)`,
  );
  for (const sample of run.errorSamples) console.log(`  error: ${sample}`);

  const problems = [
    totals.errors > 0 && `${totals.errors} errors`,
    run.unanswered > 0 && `${run.unanswered} requests unanswered`,
    restarts > 0 && `${restarts} server restarts`,
    ...memory
      .filter((m) => !(m.growthPercent < maxGrowth && m.peakGrowthPercent < maxGrowth))
      .map(
        (m) =>
          `server ${m.port} RSS grew ${m.growthPercent}% (peak of the second half against the first ${m.peakGrowthPercent}%; limit ${maxGrowth}%)`,
      ),
    ledger.negativeBalances > 0 && 'negative balances',
    (ledger.balancesNotLedgerSum > 0 ||
      ledger.balancesNotLastBalanceAfter > 0 ||
      ledger.balances !== ledger.ledger) &&
      'balances differ from the ledger',
    ledger.exchanges !== run.redeemed && 'exchange rows differ from the redeems answered',
  ].filter(Boolean);

  return { summary, problems };
}
