#!/usr/bin/env node
/**
 * The README's test command: lint, typecheck, unit tests, package checks (publint, attw) and, where a package
 * has them, browser tests, all through turbo with --continue so one failure does not hide the others. It ends by
 * printing one line with the totals of every suite: `N passed, N failed`. Test counts come from the JSON
 * reports the runners write to test-results/; each lint, typecheck or package-check task counts as one.
 *
 * Two turbo runs, one after the other: first every check and unit suite, then the browser tests alone. Beside the
 * unit suites (a PostgreSQL cluster, 100,000-row stores) the browser tests shared two cores with them, and checks that
 * wait on the page (an appointment bar hiding 2 s after the last scroll, a page scrolled to hydrate its islands) missed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");
const phases = [["lint", "typecheck", "test", "test:build", "build-storybook"], ["test:e2e"]];
const summaryDir = join(root, ".turbo", "runs");
rmSync(summaryDir, { recursive: true, force: true });
// Reports from earlier runs must not count: turbo restores them from its cache for tasks it replays.
for (const group of ["packages", "apps"]) {
  const groupDir = join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const name of readdirSync(groupDir))
    rmSync(join(groupDir, name, "test-results"), { recursive: true, force: true });
}

const runs = phases.map((tasks) =>
  spawnSync("pnpm", ["exec", "turbo", "run", ...tasks, "--continue", "--summarize", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  }),
);

let passed = 0;
let failed = 0;
const failures = [];

// Unit and browser test counts from the runners' JSON reports (vitest and Playwright both write one).
for (const group of ["packages", "apps"]) {
  const groupDir = join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const name of readdirSync(groupDir)) {
    const resultsDir = join(groupDir, name, "test-results");
    if (!existsSync(resultsDir)) continue;
    for (const file of readdirSync(resultsDir).filter((f) => f.endsWith(".json"))) {
      const report = JSON.parse(readFileSync(join(resultsDir, file), "utf8"));
      if (typeof report.numPassedTests === "number") {
        passed += report.numPassedTests;
        failed += report.numFailedTests;
        if (report.numFailedTests > 0) failures.push(`${group}/${name}: ${report.numFailedTests} failed test(s)`);
      } else if (report.stats && typeof report.stats.expected === "number") {
        passed += report.stats.expected + (report.stats.flaky ?? 0);
        failed += report.stats.unexpected;
        if (report.stats.unexpected > 0)
          failures.push(`${group}/${name}: ${report.stats.unexpected} failed browser test(s)`);
        // Passed on their retry (CI retries once): counted as passed, but named so a flaky test is seen.
        if (report.stats.flaky > 0)
          console.log(`${group}/${name}: ${report.stats.flaky} browser test(s) passed only on their retry (flaky)`);
      }
    }
  }
}

// Every other task (lint, typecheck, publint/attw) counts as one check; a test task that failed without
// writing a report (a crash) counts as one failure.
const summaries = existsSync(summaryDir) ? readdirSync(summaryDir).filter((f) => f.endsWith(".json")) : [];
for (const file of summaries) {
  const summary = JSON.parse(readFileSync(join(summaryDir, file), "utf8"));
  for (const task of summary.tasks ?? []) {
    const exitCode = task.execution?.exitCode;
    if (exitCode === undefined || exitCode === null) continue;
    const isTestTask = task.task === "test" || task.task === "test:e2e";
    if (isTestTask) {
      if (exitCode !== 0) {
        const dir = join(root, task.directory ?? "", "test-results");
        if (!existsSync(dir)) {
          failed += 1;
          failures.push(`${task.taskId}: crashed before reporting`);
        }
      }
      continue;
    }
    if (exitCode === 0) passed += 1;
    else {
      failed += 1;
      failures.push(`${task.taskId}: exit code ${exitCode}`);
    }
  }
}

if (failures.length > 0) console.log(`\nFailures:\n  ${failures.join("\n  ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(runs.every((run) => run.status === 0) && failed === 0 ? 0 : 1);
