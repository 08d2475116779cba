// The regression guard of bench/publish.ts (its comparison lives beside the benchmark; the test here, where vitest
// runs the app's tests).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  describeRegressions,
  figuresOf,
  findRegressions,
  machineCalibrationMs,
  readBaseline,
  timeScaleOf,
  writeBaseline,
} from "../../bench/publish-baseline.js";

describe("the bench:publish regression guard", () => {
  const baseline = {
    "large.prerender.ms": 20_000,
    "large.prerender.peakMiB": 1000,
    "large.body-edit.servedMs": 800,
    "large.body-edit.pages": 2,
    "large.title-edit.servedMs": 1200,
  };

  it("passes figures within half again their baseline, and better ones", () => {
    expect(
      findRegressions(baseline, {
        "large.prerender.ms": 29_999,
        "large.prerender.peakMiB": 1500,
        "large.body-edit.servedMs": 400,
        "large.body-edit.pages": 3,
      }),
    ).toEqual([]);
  });

  it("scales the baseline's times (not its pages or memory) by how much slower or faster the machine is", () => {
    const slower = {
      "large.prerender.ms": 37_000,
      "large.prerender.peakMiB": 1000,
      "large.body-edit.pages": 2,
    };
    // 1.85× the baseline's time: a regression on the same machine, not on one 1.6× slower.
    expect(findRegressions(baseline, slower).map((regression) => regression.figure)).toEqual(["large.prerender.ms"]);
    expect(findRegressions(baseline, slower, { timeScale: 1.6 })).toEqual([]);
    // A faster machine makes the guard stricter: 25 s is a regression where the baseline's 20 s would take 12 s.
    expect(findRegressions(baseline, { "large.prerender.ms": 25_000 }, { timeScale: 0.6 })).toMatchObject([
      { figure: "large.prerender.ms", baseline: 12_000, measured: 25_000 },
    ]);
    // Pages and memory never scale.
    expect(
      findRegressions(baseline, { "large.body-edit.pages": 4, "large.prerender.peakMiB": 1600 }, { timeScale: 3 }),
    ).toHaveLength(2);
  });

  it("takes the time scale from the two calibrations, and none without the baseline's", () => {
    expect(timeScaleOf({ calibrationMs: 100 }, 160)).toBeCloseTo(1.6);
    expect(timeScaleOf({}, 160)).toBe(1);
    const calibration = machineCalibrationMs(3);
    expect(Number.isInteger(calibration) && calibration > 0).toBe(true);
  });

  it("fails a figure more than half again its baseline, naming it", () => {
    const regressions = findRegressions(baseline, {
      "large.prerender.ms": 30_001,
      "large.prerender.peakMiB": 1000,
      "large.body-edit.pages": 20,
    });
    expect(regressions.map((regression) => regression.figure)).toEqual(["large.prerender.ms", "large.body-edit.pages"]);
    expect(regressions[1]).toMatchObject({ baseline: 2, measured: 20, ratio: 10 });
    const message = describeRegressions(regressions);
    expect(message).toContain("large.prerender.ms: 30001 against a baseline of 20000 (1.50×");
    expect(message).toContain("large.body-edit.pages: 20 against a baseline of 2 (10.00×, more than 1.5×)");
  });

  it("lets a time grow by the machine's noise (slackMs) whatever its ratio, but not a count", () => {
    const small = { "large.body-edit.servedMs": 100, "large.body-edit.pages": 1 };
    expect(findRegressions(small, { "large.body-edit.servedMs": 340 })).toEqual([]);
    expect(findRegressions(small, { "large.body-edit.servedMs": 360 }).map((r) => r.figure)).toEqual([
      "large.body-edit.servedMs",
    ]);
    expect(findRegressions(small, { "large.body-edit.pages": 2 }).map((r) => r.figure)).toEqual([
      "large.body-edit.pages",
    ]);
  });

  it("compares only the figures both sides have (a run of some scenarios checks those)", () => {
    expect(findRegressions(baseline, { "large.settings.servedMs": 99_999, "embedded.prerender.ms": 1 })).toEqual([]);
  });

  it("names a run's figures by space and scenario, leaving out a time never measured", () => {
    expect(
      figuresOf([
        {
          key: "large",
          prerender: { ms: 19_999.6, maxRssMiB: 900 },
          scenarios: [
            { key: "body-edit", pagesRendered: 1, webhookToServedMs: 700 },
            { key: "settings", pagesRendered: 1429, webhookToServedMs: null },
          ],
        },
      ]),
    ).toEqual({
      "large.prerender.ms": 20_000,
      "large.prerender.peakMiB": 900,
      "large.body-edit.servedMs": 700,
      "large.body-edit.pages": 1,
      "large.settings.pages": 1429,
    });
  });

  describe("the baseline file", () => {
    let dir: string | undefined;
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("is written with the machine and load, keeping the figures a run did not measure", () => {
      dir = mkdtempSync(join(tmpdir(), "publish-baseline-"));
      const file = join(dir, "baseline.json");
      writeBaseline({ "large.prerender.ms": 20_000, "large.body-edit.servedMs": 800 }, "first", file);
      const written = writeBaseline({ "large.body-edit.servedMs": 600 }, "second", file, 321);
      expect(written.figures).toEqual({ "large.body-edit.servedMs": 600, "large.prerender.ms": 20_000 });
      expect(written.calibrationMs).toBe(321);
      expect(written.loadAverage).toHaveLength(3);
      expect(readBaseline(file)).toEqual(written);
      expect(readBaseline(join(dir, "missing.json"))).toBeUndefined();
    });
  });
});
