/**
 * The guest page's goals (issue 14) and the table `npm run bench:page` prints against them: pure
 * figures in, lines of text out, so the pass/fail logic is testable without a browser.
 */

/** Lighthouse's mobile preset per URL, and the tap's slack over the cover's own transition. */
export const PAGE_GOALS = {
  /** Performance score, at least (Lighthouse shows it rounded). */
  score: 98,
  /** Largest contentful paint, at most (ms). */
  lcpMs: 1500,
  /** Cumulative layout shift, at most. */
  cls: 0.02,
  /** Total blocking time, at most (ms). */
  tbtMs: 50,
  /** Compressed JavaScript before the first tap, at most (KB of 1024 bytes). */
  scriptKb: 100,
  /** Every byte of the page load (Lighthouse's total-byte-weight), at most (KB). */
  totalKb: 250,
  /** The tap to the first section fully visible may take the cover's transition plus this (ms). */
  tapSlackMs: 150,
} as const;

/** What one Lighthouse run (or the median of several) measured on one URL. */
export type PageFigures = {
  /** 0 to 100, unrounded. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Transfer size of the script resources of the load (JavaScript before the first tap). */
  scriptBytes: number;
  totalBytes: number;
};

/** The goals a URL's figures are checked against, by name. */
export type GoalName = 'score' | 'lcp' | 'cls' | 'tbt' | 'script' | 'total';

/** The median (the mean of the middle two for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median over several runs of one URL. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    scriptBytes: of('scriptBytes'),
    totalBytes: of('totalBytes'),
  };
}

const KB = 1024;

/** Which goals the figures meet (a NaN figure meets none). */
export function checkGoals(figures: PageFigures): Record<GoalName, boolean> {
  return {
    score: Math.round(figures.score) >= PAGE_GOALS.score,
    lcp: figures.lcpMs <= PAGE_GOALS.lcpMs,
    cls: figures.cls <= PAGE_GOALS.cls,
    tbt: figures.tbtMs <= PAGE_GOALS.tbtMs,
    script: figures.scriptBytes / KB <= PAGE_GOALS.scriptKb,
    total: figures.totalBytes / KB <= PAGE_GOALS.totalKb,
  };
}

/**
 * The longest of an element's CSS transitions, delay included, in ms, from its computed
 * `transition-duration` and `transition-delay` lists (e.g. "0.9s, 0s" and "0s, 0.9s": 900). The
 * shorter list repeats, as CSS does.
 */
export function longestTransitionMs(durations: string, delays: string): number {
  const ms = (list: string) =>
    list.split(',').map((time) => {
      const value = parseFloat(time);
      return time.trim().endsWith('ms') ? value : value * 1000;
    });
  const duration = ms(durations);
  const delay = ms(delays);
  const count = Math.max(duration.length, delay.length);
  let longest = 0;
  for (let i = 0; i < count; i++) {
    longest = Math.max(longest, duration[i % duration.length]! + delay[i % delay.length]!);
  }
  return longest;
}

/** The tap on the throttled phone: its median time and the cover's own transition. */
export type TapFigures = { tapMs: number; coverMs: number; runs: readonly number[] };

const mark = (pass: boolean) => (pass ? '✓' : '✗');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / KB).toFixed(1);

const COLUMNS = ['score', 'FCP', 'LCP', 'CLS', 'TBT', 'JS KB', 'total KB'] as const;
const WIDTHS = [6, 7, 9, 9, 8, 8, 10] as const;

/** One URL's row: each figure with ✓ or ✗ against its goal, and whether it meets them all. */
export function goalRow(label: string, figures: PageFigures, labelWidth: number): string {
  const goals = checkGoals(figures);
  const cells = [
    `${Math.round(figures.score)} ${mark(goals.score)}`,
    seconds(figures.fcpMs),
    `${seconds(figures.lcpMs)} ${mark(goals.lcp)}`,
    `${figures.cls.toFixed(3)} ${mark(goals.cls)}`,
    `${Math.round(figures.tbtMs)} ms ${mark(goals.tbt)}`,
    `${kb(figures.scriptBytes)} ${mark(goals.script)}`,
    `${kb(figures.totalBytes)} ${mark(goals.total)}`,
  ];
  const all = Object.values(goals).every(Boolean);
  return `${label.padEnd(labelWidth)}${cells.map((cell, i) => cell.padStart(WIDTHS[i]! + 2)).join('')}  ${all ? 'pass' : 'FAIL'}`;
}

/** The tap's line: its median against the cover's transition plus the slack. */
export function tapLine(url: string, tap: TapFigures): string {
  const goal = tap.coverMs + PAGE_GOALS.tapSlackMs;
  const pass = tap.tapMs <= goal;
  const runs = tap.runs.map((run) => Math.round(run)).join(', ');
  return (
    `${url}: tap to the first section fully visible ${Math.round(tap.tapMs)} ms (median of ${runs}); ` +
    `goal ${Math.round(goal)} ms = cover transition ${Math.round(tap.coverMs)} ms + ${PAGE_GOALS.tapSlackMs} ms  ` +
    (pass ? 'pass' : 'FAIL')
  );
}

/** The whole table: a heading with the goals, one row per URL, a count of URLs meeting every goal. */
export function goalTable(
  rows: readonly { label: string; figures: PageFigures }[],
  tap?: { url: string } & TapFigures,
) {
  const labelWidth = Math.max(4, ...rows.map((row) => row.label.length)) + 1;
  const g = PAGE_GOALS;
  const goals = [
    `>= ${g.score}`,
    '',
    `<= ${seconds(g.lcpMs)}`,
    `<= ${g.cls}`,
    `<= ${g.tbtMs} ms`,
    `<= ${g.scriptKb}`,
    `<= ${g.totalKb}`,
  ];
  const header = (cells: readonly string[], first: string) =>
    `${first.padEnd(labelWidth)}${cells.map((cell, i) => cell.padStart(WIDTHS[i]! + 2)).join('')}`;
  const passing = rows.filter((row) => Object.values(checkGoals(row.figures)).every(Boolean)).length;
  return [
    header(COLUMNS, 'URL'),
    header(goals, 'goal'),
    ...rows.map((row) => goalRow(row.label, row.figures, labelWidth)),
    `${passing} of ${rows.length} URLs meet every goal`,
    ...(tap ? [tapLine(tap.url, tap)] : []),
  ].join('\n');
}
