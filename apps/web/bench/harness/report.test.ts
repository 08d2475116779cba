import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createReport, formatValue } from "./report.js";

describe("a bench's report", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    process.exitCode = undefined;
  });

  it("records each figure against its goal, and one without a value meets nothing", () => {
    const report = createReport("bench:test");
    report.figure("up", "accept p95", 12.34, "ms", { text: "< 100 ms", met: (value) => value < 100 });
    report.figure("up", "lost", 2, "", { text: "0", met: (value) => value === 0 });
    report.figure("up", "drain", Number.NaN, "s", { text: "< 5 s", met: () => true });
    report.figure("up", "memory", 300, "MB", undefined, "peak | resident");
    expect(report.figures.map((each) => each.met)).toEqual([true, false, null, null]);
    const table = report.table();
    expect(table).toContain("| up | accept p95 | 12.3 ms | < 100 ms | yes |  |");
    expect(table).toContain("| up | lost | 2 | 0 | **no** |  |");
    expect(table).toContain("| up | drain | not measured | < 5 s |  |  |");
    expect(table).toContain("| up | memory | 300 MB |  |  | peak \\| resident |");
  });

  it("writes the figures and fails the run (exit code 1) only for a failure", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const folder = mkdtempSync(join(tmpdir(), "bench-report-"));
    folders.push(folder);
    const file = join(folder, "result.json");
    const report = createReport("bench:test");
    report.figure("up", "accept p95", Number.NaN, "ms");
    report.finish(file, { leadsPerRun: 10 });
    expect(process.exitCode).toBeUndefined();
    const written = JSON.parse(readFileSync(file, "utf8"));
    expect(written).toMatchObject({ leadsPerRun: 10, failures: [], figures: [{ figure: "accept p95", value: null }] });

    report.failures.push("3 submissions were never delivered");
    report.finish(file);
    expect(process.exitCode).toBe(1);
    expect(error).toHaveBeenCalledWith("FAILED: 3 submissions were never delivered");
  });

  it("shows counts whole, percentages to two places and times to one", () => {
    expect(formatValue(180, "")).toBe("180");
    expect(formatValue(0.123, "%")).toBe("0.12 %");
    expect(formatValue(47.63, "ms")).toBe("47.6 ms");
    expect(formatValue(1234.5, "ms")).toBe("1235 ms");
    expect(formatValue(Number.POSITIVE_INFINITY, "ms")).toBe("not measured");
  });
});
