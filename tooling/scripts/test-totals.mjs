/**
 * How one planned turbo task counts in the totals line of `pnpm test` (test-all.mjs). Every task ends as passed
 * tests or checks, or as failures each named in one line: nothing that did not pass can vanish from the totals.
 *
 * - A check (lint, typecheck, build, publint/attw): one passed, or one failed.
 * - A test task: its tests, from the JSON reports vitest and Playwright write; and one failure more, named, when
 *   the suite did not really run: no report, no test run at all, a test file that could not load, a global error
 *   (a failed global setup), browser tests that did not run, or a non-zero exit with no failed test reported.
 * - A task that never ran (a task it depends on failed) or never finished (its phase ran out of time): one failure.
 */

/**
 * @typedef {{ file: string, report?: any, unreadable?: string }} TaskReport
 * @typedef {{
 *   taskId: string,
 *   isTestTask: boolean,
 *   execution?: { exitCode?: number | null } | null,
 *   ranInSummary: boolean,
 *   timedOut?: boolean,
 *   phaseMinutes?: number,
 *   reports: TaskReport[],
 * }} PlannedTask
 * @typedef {{ passed: number, failed: number, failures: string[], notes: string[] }} TaskOutcome
 */

/** @param {any} report */
const isVitest = (report) => typeof report?.numPassedTests === "number";
/** @param {any} report */
const isPlaywright = (report) => typeof report?.stats?.expected === "number";

/**
 * @param {PlannedTask} task
 * @returns {TaskOutcome}
 */
export function accountTask(task) {
  /** @type {TaskOutcome} */
  const outcome = { passed: 0, failed: 0, failures: [], notes: [] };
  const fail = (why) => {
    outcome.failed += 1;
    outcome.failures.push(`${task.taskId}: ${why}`);
  };
  const exitCode = task.execution?.exitCode;
  const finished = exitCode !== undefined && exitCode !== null;

  if (!task.isTestTask) {
    if (finished) {
      if (exitCode === 0) outcome.passed += 1;
      else fail(`exit code ${exitCode}`);
    } else if (task.timedOut || !task.ranInSummary)
      fail(`did not finish (its phase was stopped after ${task.phaseMinutes ?? "?"} min)`);
    else fail("did not run (a task it depends on failed)");
    return outcome;
  }

  // A test task: first what its reports say, however it ended (a phase stopped for time may have written some).
  let testsFailed = 0;
  let testsRun = 0;
  let brokenRun = false;
  for (const { file, report, unreadable } of task.reports) {
    if (unreadable !== undefined) {
      fail(`its report ${file} could not be read (${unreadable})`);
      brokenRun = true;
    } else if (isVitest(report)) {
      outcome.passed += report.numPassedTests;
      outcome.failed += report.numFailedTests;
      testsFailed += report.numFailedTests;
      testsRun += report.numPassedTests + report.numFailedTests;
      if (report.numFailedTests > 0)
        outcome.failures.push(
          `${task.taskId}: ${report.numFailedTests} failed test(s)${listed(vitestFailures(report), report.numFailedTests)}`,
        );
      const emptyFailedFiles = (report.testResults ?? []).filter(
        (result) => result.status === "failed" && (result.assertionResults ?? []).length === 0,
      );
      if (emptyFailedFiles.length > 0) {
        fail(
          `${emptyFailedFiles.length} test file(s) could not run: ${emptyFailedFiles
            .map((result) => firstLine(result.message) || result.name)
            .join("; ")}`,
        );
        brokenRun = true;
      }
    } else if (isPlaywright(report)) {
      const { expected, unexpected, flaky = 0, skipped = 0 } = report.stats;
      outcome.passed += expected + flaky;
      outcome.failed += unexpected;
      testsFailed += unexpected;
      testsRun += expected + flaky + unexpected;
      if (unexpected > 0)
        outcome.failures.push(
          `${task.taskId}: ${unexpected} failed browser test(s)${listed(playwrightTests(report, "unexpected"), unexpected)}`,
        );
      // Passed on their retry (CI retries once): counted as passed, but named so a flaky test is seen.
      if (flaky > 0)
        outcome.notes.push(
          `${task.taskId}: ${flaky} browser test(s) passed only on their retry (flaky)${listed(playwrightTests(report, "flaky"), flaky)}`,
        );
      // The repository has no skipped tests: a skipped one did not run (its project's dependency failed, say).
      if (skipped > 0) {
        outcome.failed += skipped;
        outcome.failures.push(`${task.taskId}: ${skipped} browser test(s) did not run (skipped)`);
        brokenRun = true;
      }
      const errors = report.errors ?? [];
      if (errors.length > 0) {
        fail(`${errors.length} error(s) outside the tests: ${errors.map((e) => firstLine(e.message)).join("; ")}`);
        brokenRun = true;
      }
    } else {
      fail(`its report ${file} is of no runner this script knows`);
      brokenRun = true;
    }
  }

  if (!finished) {
    if (task.timedOut || !task.ranInSummary)
      fail(`did not finish (its phase was stopped after ${task.phaseMinutes ?? "?"} min)`);
    else fail("did not run (a task it depends on failed)");
  } else if (task.reports.length === 0) fail(`wrote no report (exit code ${exitCode}: it crashed before reporting)`);
  else if (testsRun === 0 && !brokenRun)
    fail(
      exitCode === 0
        ? "ran no test (no test file was found, or every test was skipped)"
        : `ran no test (exit code ${exitCode}: it failed before its first test, in a global setup say)`,
    );
  else if (exitCode !== 0 && testsFailed === 0 && !brokenRun)
    fail(`exit code ${exitCode} with no failed test in its report (a setup error, a timeout or an unhandled error)`);
  return outcome;
}

/** How many failed tests are named one per line under their count; the rest are counted. */
const NAMED_AT_MOST = 10;

/**
 * The named tests as indented lines under their count, so the tail of a CI log says which tests failed and why.
 * @param {string[]} names
 * @param {number} count
 */
function listed(names, count) {
  if (names.length === 0) return "";
  const shown = names.slice(0, NAMED_AT_MOST).map((name) => `\n      ${name}`);
  const more = Math.max(count, names.length) - shown.length;
  return `:${shown.join("")}${more > 0 ? `\n      and ${more} more` : ""}`;
}

/**
 * Each failed test of a vitest report: its file (from the package), its full name and its failure's first line.
 * @param {any} report
 */
function vitestFailures(report) {
  const names = [];
  for (const result of report.testResults ?? [])
    for (const test of result.assertionResults ?? [])
      if (test.status === "failed")
        names.push(
          `${shortFile(result.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0]) || "(no message)"}`,
        );
  return names;
}

/**
 * Each test of a Playwright report with this status ("unexpected": failed; "flaky": passed on a retry): its file,
 * its titles, its project and its last error's first line.
 * @param {any} report
 * @param {string} status
 */
function playwrightTests(report, status) {
  const names = [];
  // The top suites are the files (titled by their path), the ones inside them the describe blocks.
  const walk = (suite, titles, isFile) => {
    const here = isFile ? [] : [...titles, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const failedTry = [...(test.results ?? [])].reverse().find((result) => result.error || result.errors?.length);
        const error = failedTry?.error?.message ?? failedTry?.errors?.[0]?.message;
        const where = `${spec.file ?? suite.file}:${spec.line ?? "?"}`;
        names.push(
          `[${test.projectName}] ${where} › ${[...here, spec.title].join(" › ")}${error ? `: ${firstLine(error)}` : ""}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, here, false);
  };
  for (const suite of report.suites ?? []) walk(suite, [], true);
  return names;
}

/**
 * A test file's path from its package folder on (vitest reports absolute paths).
 * @param {unknown} file
 */
function shortFile(file) {
  const text = String(file ?? "?");
  const from = text.search(/\/(?:src|test|tests|e2e)\//);
  return from >= 0 ? text.slice(from + 1) : text.split("/").slice(-2).join("/");
}

/** @param {unknown} text */
function firstLine(text) {
  return String(text ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .trim()
    .split("\n")[0]
    .slice(0, 200);
}
