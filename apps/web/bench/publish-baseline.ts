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
 * The machine's speed is measured too (`calibrationMs`: a fixed workload of the same kind as publishing: parsing,
 * walking and writing the embedded space's JSON, and compressing it as pages are compressed), and stored with the
 * baseline. A run on a machine slower or faster than the baseline's compares its times with the baseline's times
 * scaled by the two calibrations: the same code measured 37 s for the full prerender on a machine where the
 * baseline's own machine had measured 22.8 s (2026-11-28), which is not a regression of the code.
 *
 * Refreshing the baseline (after a change that is meant to move a figure, or on another machine):
 *   BENCH_PUBLISH_WRITE_BASELINE=1 pnpm bench:publish
 * writes the run's figures into the file (figures the run did not measure are kept) with the date, the machine and
 * its load average; commit the file with the change.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";

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
  /** The machine's calibration when the baseline was written (machineCalibrationMs); absent: times are not scaled. */
  calibrationMs?: number;
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
  options: { ratio?: number; slackMs?: number; timeScale?: number } = {},
): Regression[] {
  const ratio = options.ratio ?? REGRESSION_RATIO;
  const slackMs = options.slackMs ?? SLACK_MS;
  const timeScale = options.timeScale ?? 1;
  const regressions: Regression[] = [];
  for (const [figure, value] of Object.entries(measured)) {
    const isTime = figure.endsWith("Ms") || figure.endsWith(".ms");
    const kept = baseline[figure];
    if (kept === undefined || !Number.isFinite(kept) || !Number.isFinite(value)) continue;
    // Times scale with the machine (timeScale); pages and memory do not.
    const before = isTime ? Math.round(kept * timeScale) : kept;
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

/**
 * The machine's speed at publishing-like work, in milliseconds (smaller is faster): the median of `rounds` runs of
 * parsing the embedded space's JSON, walking every value, writing it again and compressing it as a page is
 * compressed (brotli quality 6 and gzip 6). Run it on a quiet machine, before the bench starts its servers.
 */
export function machineCalibrationMs(rounds = 7): number {
  const text = JSON.stringify(embeddedSpace);
  const times: number[] = [];
  let checksum = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") Object.values(value).forEach(walk);
      else checksum += typeof value === "string" ? value.length : 1;
    };
    const parsed: unknown = JSON.parse(text);
    walk(parsed);
    const written = Buffer.from(JSON.stringify(parsed));
    checksum += brotliCompressSync(written, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    checksum += gzipSync(written, { level: 6 }).length;
    times.push(performance.now() - started);
  }
  // The checksum keeps the work from being optimised away.
  if (checksum < 0) throw new Error("unreachable");
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]!);
}

/**
 * How much slower (> 1) or faster (< 1) this machine is than the baseline's, by their calibrations; 1 when the
 * baseline has none.
 */
export function timeScaleOf(baseline: Pick<Baseline, "calibrationMs">, calibrationMs: number): number {
  if (!baseline.calibrationMs || !(calibrationMs > 0)) return 1;
  return calibrationMs / baseline.calibrationMs;
}

/** Writes the run's figures into the baseline file, keeping the figures this run did not measure. */
export function writeBaseline(
  figures: Figures,
  command: string,
  file = BASELINE_FILE,
  calibrationMs?: number,
): Baseline {
  const previous = readBaseline(file);
  const baseline: Baseline = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus()[0]?.model ?? "?"} (${availableParallelism()} cores), Node ${process.version}`,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    command,
    ...(calibrationMs === undefined ? {} : { calibrationMs }),
    figures: Object.fromEntries(
      Object.entries({ ...previous?.figures, ...figures }).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
  return baseline;
}
