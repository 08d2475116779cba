/**
 * The regression guard of `pnpm bench:publish`: the figures of a run compared with the figures committed beside this
 * file (bench/publish-baseline.json, written from a real run on the project's 2-core machine). A figure that is more
 * than half again its baseline (measured > 1.5 × baseline) is a regression and fails the benchmark, naming the figure.
 *
 * Figures are named `<space>.<what>`: `large.prerender.ms`, `large.prerender.peakMiB`, and per scenario
 * `large.body-edit.servedMs` (webhook → new HTML served) and `large.body-edit.pages` (pages re-rendered). Only figures
 * present in both the run and the baseline are compared, so a run of one space or of a few scenarios
 * (BENCH_PUBLISH_SPACES, BENCH_PUBLISH_SCENARIOS) checks what it measured. A time within `slackMs` of its baseline
 * never counts (a 300 ms pass is not "slower by half" because the machine was busy for 200 ms).
 *
 * Refreshing the baseline (after a change that is meant to move a figure, or on another machine):
 *   BENCH_PUBLISH_WRITE_BASELINE=1 pnpm bench:publish
 * writes the run's figures into the file (figures the run did not measure are kept) with the date, the machine and
 * its load average; commit the file with the change.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";

export const BASELINE_FILE = join(import.meta.dirname, "publish-baseline.json");

/** A figure regresses when it is more than this times its baseline. */
export const REGRESSION_RATIO = 1.5;
/** Milliseconds a time may grow whatever its baseline (the machine's own noise). */
export const SLACK_MS = 250;

export type Figures = Record<string, number>;

export interface Baseline {
  /** How the figures were measured (informative). */
  measuredAt: string;
  machine: string;
  /** The 1-, 5- and 15-minute load average when the baseline was written. */
  loadAverage: number[];
  command: string;
  figures: Figures;
}

export interface Regression {
  figure: string;
  baseline: number;
  measured: number;
  /** measured / baseline. */
  ratio: number;
}

/** The run's figures whose value is more than `ratio` times the baseline's (times beyond `slackMs` only). */
export function findRegressions(
  baseline: Figures,
  measured: Figures,
  options: { ratio?: number; slackMs?: number } = {},
): Regression[] {
  const ratio = options.ratio ?? REGRESSION_RATIO;
  const slackMs = options.slackMs ?? SLACK_MS;
  const regressions: Regression[] = [];
  for (const [figure, value] of Object.entries(measured)) {
    const before = baseline[figure];
    if (before === undefined || !Number.isFinite(before) || !Number.isFinite(value)) continue;
    const isTime = figure.endsWith("Ms") || figure.endsWith(".ms");
    if (isTime && value - before <= slackMs) continue;
    if (value > before * ratio)
      regressions.push({ figure, baseline: before, measured: value, ratio: before === 0 ? Infinity : value / before });
  }
  return regressions;
}

/** One line per regression, naming the figure, both values and the ratio. */
export function describeRegressions(regressions: readonly Regression[]): string {
  return regressions
    .map(
      (regression) =>
        `${regression.figure}: ${regression.measured} against a baseline of ${regression.baseline} (${
          Number.isFinite(regression.ratio) ? `${regression.ratio.toFixed(2)}×` : "from 0"
        }, more than ${REGRESSION_RATIO}×)`,
    )
    .join("\n");
}

/** What the bench measured of one space, as the guard names it. */
export interface SpaceFigures {
  key: string;
  prerender: { ms: number; maxRssMiB: number };
  scenarios: Array<{ key: string; pagesRendered: number; webhookToServedMs: number | null }>;
}

/** The named figures of a run. */
export function figuresOf(spaces: readonly SpaceFigures[]): Figures {
  const figures: Figures = {};
  for (const space of spaces) {
    figures[`${space.key}.prerender.ms`] = Math.round(space.prerender.ms);
    figures[`${space.key}.prerender.peakMiB`] = space.prerender.maxRssMiB;
    for (const scenario of space.scenarios) {
      if (scenario.webhookToServedMs !== null)
        figures[`${space.key}.${scenario.key}.servedMs`] = scenario.webhookToServedMs;
      figures[`${space.key}.${scenario.key}.pages`] = scenario.pagesRendered;
    }
  }
  return figures;
}

export function readBaseline(file = BASELINE_FILE): Baseline | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, "utf8")) as Baseline;
}

/** Writes the run's figures into the baseline file, keeping the figures this run did not measure. */
export function writeBaseline(figures: Figures, command: string, file = BASELINE_FILE): Baseline {
  const previous = readBaseline(file);
  const baseline: Baseline = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus()[0]?.model ?? "?"} (${availableParallelism()} cores), Node ${process.version}`,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    command,
    figures: Object.fromEntries(
      Object.entries({ ...previous?.figures, ...figures }).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
  return baseline;
}
