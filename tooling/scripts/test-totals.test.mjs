import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { accountTask } from "./test-totals.mjs";

const vitest = join(import.meta.dirname, "node_modules", ".bin", "vitest");
const out = mkdtempSync(join(tmpdir(), "test-totals-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs one fixture suite with the real vitest: its exit code and the JSON report it wrote. */
function runFixture(name) {
  const report = join(out, `${name}.json`);
  const run = spawnSync(vitest, ["run", "--reporter=json", `--outputFile.json=${report}`], {
    cwd: join(import.meta.dirname, "test-fixtures", name),
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  return {
    execution: { exitCode: run.status },
    reports: [{ file: "vitest.json", report: JSON.parse(readFileSync(report, "utf8")) }],
  };
}

const testTask = (taskId, fields) => ({ taskId, isTestTask: true, ranInSummary: true, phaseMinutes: 40, ...fields });

describe("accountTask, on what vitest really reports", () => {
  it("counts a suite's passed tests, and nothing failed", () => {
    const outcome = accountTask(testTask("passes#test", runFixture("passes")));
    expect(outcome).toEqual({ passed: 1, failed: 0, failures: [], notes: [] });
  });

  it("names a suite whose global setup failed and counts it as failed (vitest reports zero tests)", () => {
    const outcome = accountTask(testTask("@x/leads#test", runFixture("setup-fails")));
    expect(outcome.failed).toBe(1);
    expect(outcome.failures).toEqual([
      "@x/leads#test: ran no test (exit code 1: it failed before its first test, in a global setup say)",
    ]);
  });

  it("names a suite that ran no test even though it exited 0", () => {
    const outcome = accountTask(testTask("empty#test", runFixture("no-tests")));
    expect(outcome).toMatchObject({ passed: 0, failed: 1 });
    expect(outcome.failures[0]).toContain("empty#test: ran no test");
  });

  it("names each failed test with its file and its failure's first line", () => {
    const outcome = accountTask(testTask("@x/leads#test", runFixture("one-fails")));
    expect(outcome).toMatchObject({ passed: 1, failed: 1 });
    expect(outcome.failures).toHaveLength(1);
    expect(outcome.failures[0]).toMatch(
      /^@x\/leads#test: 1 failed test\(s\):\n {6}one-fails\/a\.test\.js › the feed hears a change: AssertionError: B hears A's change: expected 'late' to be 'heard'/,
    );
  });

  it("names a test file that could not load, beside the tests that passed", () => {
    const outcome = accountTask(testTask("half#test", runFixture("import-fails")));
    expect(outcome.passed).toBe(1);
    expect(outcome.failed).toBe(1);
    expect(outcome.failures[0]).toMatch(/^half#test: 1 test file\(s\) could not run: .*missing-module/);
  });
});

describe("accountTask, on tasks that did not run or finish", () => {
  it("a test task that wrote no report is one failure", () => {
    const outcome = accountTask(testTask("crash#test", { execution: { exitCode: 134 }, reports: [] }));
    expect(outcome.failures).toEqual(["crash#test: wrote no report (exit code 134: it crashed before reporting)"]);
  });

  it("a task that never ran because a task it depends on failed is one failure", () => {
    const outcome = accountTask({ taskId: "web#test:e2e", isTestTask: true, ranInSummary: true, reports: [] });
    expect(outcome).toEqual({
      passed: 0,
      failed: 1,
      failures: ["web#test:e2e: did not run (a task it depends on failed)"],
      notes: [],
    });
  });

  it("a task of a phase stopped for time is one failure, and the tests it reported still count", () => {
    const partial = { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 }, errors: [] };
    const outcome = accountTask({
      taskId: "web#test:e2e",
      isTestTask: true,
      ranInSummary: false,
      timedOut: true,
      phaseMinutes: 40,
      reports: [{ file: "playwright.json", report: partial }],
    });
    expect(outcome.passed).toBe(5);
    expect(outcome.failures).toEqual(["web#test:e2e: did not finish (its phase was stopped after 40 min)"]);
  });

  it("a check counts one, passed or failed, and one that did not run fails", () => {
    const check = (execution, ranInSummary = true) =>
      accountTask({ taskId: "ui#lint", isTestTask: false, execution, ranInSummary, reports: [] });
    expect(check({ exitCode: 0 })).toMatchObject({ passed: 1, failed: 0 });
    expect(check({ exitCode: 2 }).failures).toEqual(["ui#lint: exit code 2"]);
    expect(check(undefined).failures).toEqual(["ui#lint: did not run (a task it depends on failed)"]);
    expect(check(undefined, false).failed).toBe(1);
  });

  it("an exit code the report does not explain is one failure", () => {
    const report = { numPassedTests: 3, numFailedTests: 0, testResults: [] };
    const outcome = accountTask(
      testTask("leak#test", { execution: { exitCode: 1 }, reports: [{ file: "vitest.json", report }] }),
    );
    expect(outcome.passed).toBe(3);
    expect(outcome.failures).toEqual([
      "leak#test: exit code 1 with no failed test in its report (a setup error, a timeout or an unhandled error)",
    ]);
  });
});

describe("accountTask, on Playwright's reports", () => {
  const playwright = (stats, errors = []) =>
    accountTask(
      testTask("web#test:e2e", {
        execution: { exitCode: stats.unexpected || errors.length || stats.skipped ? 1 : 0 },
        reports: [{ file: "playwright.json", report: { stats, errors } }],
      }),
    );

  it("counts a flaky test as passed and names it", () => {
    const outcome = playwright({ expected: 10, unexpected: 0, flaky: 1, skipped: 0 });
    expect(outcome).toMatchObject({ passed: 11, failed: 0, failures: [] });
    expect(outcome.notes).toEqual(["web#test:e2e: 1 browser test(s) passed only on their retry (flaky)"]);
  });

  it("counts tests that did not run (their project's dependency failed) as failed, named", () => {
    const outcome = playwright({ expected: 10, unexpected: 1, flaky: 0, skipped: 4 });
    expect(outcome.failed).toBe(5);
    expect(outcome.failures).toEqual([
      "web#test:e2e: 1 failed browser test(s)",
      "web#test:e2e: 4 browser test(s) did not run (skipped)",
    ]);
  });

  it("names each failed and each flaky test: project, file and line, titles, the error's first line", () => {
    const test = (projectName, status, results) => ({ projectName, status, results });
    const report = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [],
      suites: [
        {
          title: "e2e/book.spec.ts",
          file: "e2e/book.spec.ts",
          specs: [
            {
              title: "books a time",
              file: "e2e/book.spec.ts",
              line: 12,
              tests: [test("chromium", "expected", [{ status: "passed" }])],
            },
          ],
          suites: [
            {
              title: "with no JavaScript",
              file: "e2e/book.spec.ts",
              specs: [
                {
                  title: "the form posts",
                  file: "e2e/book.spec.ts",
                  line: 40,
                  tests: [
                    test("chromium", "unexpected", [
                      { status: "failed", error: { message: "Error: expect(locator).toBeVisible() failed\n  at x" } },
                      { status: "failed", error: { message: "\u001b[31mError: timed out\u001b[39m\n" } },
                    ]),
                    test("several-instances", "flaky", [
                      { status: "failed", errors: [{ message: "Error: 503\nmore" }] },
                      { status: "passed" },
                    ]),
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const outcome = accountTask(
      testTask("web#test:e2e", { execution: { exitCode: 1 }, reports: [{ file: "playwright.json", report }] }),
    );
    expect(outcome.failures).toEqual([
      "web#test:e2e: 1 failed browser test(s):\n      [chromium] e2e/book.spec.ts:40 › with no JavaScript › the form posts: Error: timed out",
    ]);
    expect(outcome.notes).toEqual([
      "web#test:e2e: 1 browser test(s) passed only on their retry (flaky):\n      [several-instances] e2e/book.spec.ts:40 › with no JavaScript › the form posts: Error: 503",
    ]);
  });

  it("names a global setup error that stopped every test", () => {
    const outcome = playwright({ expected: 0, unexpected: 0, flaky: 0, skipped: 0 }, [
      { message: "Error: the server did not start\n    at ..." },
    ]);
    expect(outcome.failed).toBe(1);
    expect(outcome.failures).toEqual(["web#test:e2e: 1 error(s) outside the tests: Error: the server did not start"]);
  });
});
