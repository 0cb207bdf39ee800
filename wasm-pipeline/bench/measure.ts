/** Peak resident set size of this process so far, in MB. */
export const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** Current resident set size, in MB. */
export const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

/** Wall-clock and CPU time of one measured run, in ms. */
export interface Timing {
  wall: number;
  /** User + system CPU of the whole process: what one dedicated core would need, even on a busy machine. */
  cpu: number;
}

/**
 * One timed run of `fn`. (No forced collection first: a full GC before the run shrinks the heap that the
 * run then grows again, which made a pack conversion 40-60 ms slower than in steady state.)
 */
async function timed(fn: () => Promise<unknown>): Promise<Timing> {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  await fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpuStart);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

const faster = (a: Timing, b: Timing) => (b.cpu < a.cpu ? b : a);
const never: Timing = { wall: Number.POSITIVE_INFINITY, cpu: Number.POSITIVE_INFINITY };

/** Runs `fn` `runs` times after one warm-up and keeps the fastest run (least disturbed by GC and the OS). */
export async function fastest(runs: number, fn: () => Promise<unknown>): Promise<Timing> {
  await fn();
  let best = never;
  for (let i = 0; i < runs; i++) best = faster(best, await timed(fn));
  return best;
}

/**
 * The fastest run of each of two functions, measured alternately (a, b, a, b...) so a ratio between them
 * is not skewed by the machine getting busier between two blocks of runs. Each timed run follows an
 * untimed one of the same function: run straight after the other side, Greenhouse's pack conversion was
 * 80-100 ms slower than in a steady state (the native allocator and caches after libvips' 4 s), and a
 * steady state is what both sides are measured in.
 */
export async function fastestOfPair(
  runs: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[Timing, Timing]> {
  let bestA = never;
  let bestB = never;
  for (let i = 0; i < runs; i++) {
    await a();
    bestA = faster(bestA, await timed(a));
    await b();
    bestB = faster(bestB, await timed(b));
  }
  return [bestA, bestB];
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** "812 ms CPU (1650 ms wall)" */
export const timing = (t: Timing, divisor = 1) =>
  `${fmt(t.cpu / divisor, 0)} ms CPU (${fmt(t.wall / divisor, 0)} ms wall)`;
