#!/usr/bin/env node
/**
 * The README's test command: lint, the API reports (api:check), typecheck, unit tests, package checks (publint,
 * attw) and, where a package has them, browser tests, all through turbo with --continue so one failure does not hide
 * the others. It ends by printing one line with the totals of every suite: `N passed, N failed`. Test counts come from
 * the JSON reports the runners write to test-results/; each lint, API report, typecheck or package-check task counts
 * as one.
 *
 * Two turbo runs, one after the other: first every check and unit suite, then the browser tests alone. Beside the
 * unit suites (a PostgreSQL cluster, 100,000-row stores) the browser tests shared two cores with them, and checks that
 * wait on the page (an appointment bar hiding 2 s after the last scroll, a page scrolled to hydrate its islands) missed.
 *
 * Every task turbo plans (asked for first with --dry=json) is accounted for, so nothing vanishes from the totals: a
 * task that did not run (a task it depends on failed), did not finish (the phase's time ran out: TEST_PHASE_MINUTES,
 * default 40 a phase), ran no test, could not load a test file (a failed global setup), or exited non-zero with no
 * failed test in its report is named under "Failures:" and counted as one failure.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { accountTask } from "./test-totals.mjs";

const root = join(import.meta.dirname, "..", "..");
const phases = [["lint", "api:check", "typecheck", "test", "test:build", "build-storybook"], ["test:e2e"]];
const phaseMinutes = Number(process.env.TEST_PHASE_MINUTES ?? 40);
const summaryDir = join(root, ".turbo", "runs");
rmSync(summaryDir, { recursive: true, force: true });
// Reports from earlier runs must not count: turbo restores them from its cache for tasks it replays.
for (const group of ["packages", "apps", "tooling"]) {
  const groupDir = join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const name of readdirSync(groupDir))
    rmSync(join(groupDir, name, "test-results"), { recursive: true, force: true });
}

const extraArgs = process.argv.slice(2);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };

/** The tasks turbo will run for these names (dependencies included), from its dry run. */
function plannedTasks(tasks) {
  const dry = spawnSync("pnpm", ["exec", "turbo", "run", ...tasks, "--dry=json", ...extraArgs], {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (dry.status !== 0) {
    console.error(`turbo's dry run failed (${dry.status}): ${dry.stderr || dry.error}`);
    return [];
  }
  const plan = JSON.parse(dry.stdout);
  return plan.tasks.filter((task) => task.command !== "<NONEXISTENT>");
}

/** Runs one phase in its own process group, ended (the whole group) when its time runs out. */
function runPhase(tasks) {
  return new Promise((resolve) => {
    const child = spawn("pnpm", ["exec", "turbo", "run", ...tasks, "--continue", "--summarize", ...extraArgs], {
      cwd: root,
      stdio: "inherit",
      env,
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${tasks.join(", ")}: still running after ${phaseMinutes} min, stopped.`);
      try {
        process.kill(-child.pid, "SIGTERM");
        setTimeout(() => {
          try {
            process.kill(-child.pid, "SIGKILL");
          } catch {
            // Already gone.
          }
        }, 10_000).unref();
      } catch {
        // Already gone.
      }
    }, phaseMinutes * 60_000);
    // Ctrl-C or a CI stop ends the phase's processes too.
    const forward = (signal) => () => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const onInt = forward("SIGINT");
    const onTerm = forward("SIGTERM");
    process.on("SIGINT", onInt);
    process.on("SIGTERM", onTerm);
    child.on("error", (error) => {
      clearTimeout(timer);
      console.error(`[test] could not start turbo through pnpm: ${error.message} (run this as \`pnpm test\`).`);
      resolve({ status: 1, timedOut: false });
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      resolve({ status: code ?? (signal ? 1 : 0), timedOut });
    });
  });
}

const planned = [];
const runs = [];
for (const tasks of phases) {
  const phasePlan = plannedTasks(tasks);
  const run = await runPhase(tasks);
  runs.push(run);
  planned.push(...phasePlan.map((task) => ({ ...task, timedOut: run.timedOut })));
}

// What turbo said of each task it ran (one summary per phase; a phase stopped for time writes none).
const executed = new Map();
const summaries = existsSync(summaryDir) ? readdirSync(summaryDir).filter((f) => f.endsWith(".json")) : [];
for (const file of summaries) {
  const summary = JSON.parse(readFileSync(join(summaryDir, file), "utf8"));
  for (const task of summary.tasks ?? []) executed.set(task.taskId, task);
}

/**
 * The JSON reports a test task wrote to its package's test-results/: Playwright's (playwright*.json) are the browser
 * tests' (test:e2e), every other one the unit tests' (test); a package may hold both.
 */
function reportsOf(directory, taskName) {
  const dir = join(root, directory ?? "", "test-results");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f.startsWith("playwright") === (taskName === "test:e2e"))
    .map((file) => {
      try {
        return { file, report: JSON.parse(readFileSync(join(dir, file), "utf8")) };
      } catch (error) {
        return { file, unreadable: String(error) };
      }
    });
}

let passed = 0;
let failed = 0;
const failures = [];
const notes = [];
const seen = new Set();
for (const task of planned) {
  // A task planned by both phases (a build both need) is counted once.
  if (seen.has(task.taskId)) continue;
  seen.add(task.taskId);
  const isTestTask = task.task === "test" || task.task === "test:e2e";
  const outcome = accountTask({
    taskId: task.taskId,
    isTestTask,
    execution: executed.get(task.taskId)?.execution,
    ranInSummary: executed.has(task.taskId),
    timedOut: task.timedOut,
    phaseMinutes,
    reports: isTestTask ? reportsOf(task.directory, task.task) : [],
  });
  passed += outcome.passed;
  failed += outcome.failed;
  failures.push(...outcome.failures);
  notes.push(...outcome.notes);
}

for (const note of notes) console.log(note);
if (failures.length > 0) console.log(`\nFailures:\n  ${failures.join("\n  ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(runs.every((run) => run.status === 0 && !run.timedOut) && failed === 0 ? 0 : 1);
