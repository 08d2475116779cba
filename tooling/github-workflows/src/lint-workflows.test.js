import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  ciRuleProblems,
  lintWorkflowText,
  lintWorkflows,
  releaseRuleProblems,
  supplyChainProblems,
} from "./lint-workflows.js";

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

describe("supply-chain rules", () => {
  const step = (uses, extra = "") =>
    `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ${uses}\n${extra}`;
  const pinned = "actions/checkout@11d5960a326750d5838078e36cf38b85af677262";
  const noCredentials = "        with:\n          persist-credentials: false\n";

  it("pass the repository's workflows, whose actions are all pinned by commit SHA", () => {
    expect(supplyChainProblems("ci.yml", parse(ci), ci)).toEqual([]);
    expect(supplyChainProblems("release.yml", parse(release), release)).toEqual([]);
    expect([...`${ci}${release}`.matchAll(/uses: \S+@([0-9a-f]{40}) # v\d/g)]).toHaveLength(4);
  });

  it("refuse an action referenced by a movable tag, a branch or a short SHA, with its line", async () => {
    for (const ref of [
      "actions/upload-artifact@v4",
      "actions/upload-artifact@main",
      "actions/upload-artifact@ea165f8",
    ]) {
      const text = step(ref);
      const problems = supplyChainProblems("a.yml", parse(text), text);
      expect(problems).toEqual([
        expect.objectContaining({
          file: "a.yml",
          line: 6,
          kind: "pinned-actions",
          message: expect.stringContaining(ref),
        }),
      ]);
    }
    // Through the whole check too, as `pnpm lint` runs it: the repository's CI workflow with a tag put back.
    const tagged = ci.replace(/actions\/upload-artifact@[0-9a-f]{40}/, "actions/upload-artifact@v4");
    const { problems } = await lintWorkflowText(tagged, "ci.yml");
    expect(problems.map((p) => p.kind)).toEqual(["pinned-actions"]);
  });

  it("accept a local action and want a digest on a docker:// image", () => {
    expect(supplyChainProblems("a.yml", parse(step("./.github/actions/setup")))).toEqual([]);
    expect(supplyChainProblems("a.yml", parse(step("docker://alpine:3.20")))).toHaveLength(1);
    expect(supplyChainProblems("a.yml", parse(step(`docker://alpine@sha256:${"a".repeat(64)}`)))).toEqual([]);
  });

  it("check a reusable workflow's reference too", () => {
    const workflow = parse("on: push\njobs:\n  a:\n    uses: octo/repo/.github/workflows/w.yml@v1\n");
    expect(supplyChainProblems("a.yml", workflow).map((p) => p.kind)).toEqual(["pinned-actions"]);
  });

  it("want checkout without persisted credentials", () => {
    expect(supplyChainProblems("a.yml", parse(step(pinned))).map((p) => p.message)).toContainEqual(
      expect.stringContaining("persist-credentials: false"),
    );
    expect(supplyChainProblems("a.yml", parse(step(pinned, noCredentials)))).toEqual([]);
    const persisted = ci.replace("persist-credentials: false", "persist-credentials: true");
    expect(supplyChainProblems("ci.yml", parse(persisted)).map((p) => p.kind)).toEqual(["secrets"]);
  });

  it("allow NPM_TOKEN only in the step that publishes", () => {
    const jobEnv = release.replace(
      "    runs-on: ubuntu-latest\n",
      "    runs-on: ubuntu-latest\n    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n",
    );
    expect(supplyChainProblems("release.yml", parse(jobEnv)).map((p) => p.message)).toContainEqual(
      expect.stringContaining('job "release" puts NPM_TOKEN in its env'),
    );
    const versionStep = release.replace(
      "          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n",
      "          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n",
    );
    expect(supplyChainProblems("release.yml", parse(versionStep)).map((p) => p.message)).toEqual([
      'job "release": "Create or update the version pull request" sees NPM_TOKEN but does not publish',
    ]);
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
