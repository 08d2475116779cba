/**
 * `tsx bench/leads-backup.ts`: backup and restore time at 100,000 kept leads (BENCH_BACKUP_LEADS), and find and erase
 * by phone number among them. The database is filled as `pnpm bench:leads`'s sqlite-scale scenario fills it (prefill:
 * delivered submissions with consent records and attempts); the commands run as `pnpm leads` runs them
 * (runLeadsProgram with a DATA_DIR), each timed on its own, BENCH_BACKUP_RUNS times (3).
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runLeadsProgram } from "@tupelo-medicare/leads";
import { prefill } from "./leads-scale.js";
import { median } from "./harness/index.js";

const count = Number(process.env.BENCH_BACKUP_LEADS ?? 100_000);
const runs = Number(process.env.BENCH_BACKUP_RUNS ?? 3);
const root = mkdtempSync(join(tmpdir(), "leads-backup-bench-"));

async function timed(argv: string[], dataDir: string): Promise<number> {
  let stderr = "";
  const started = performance.now();
  const code = await runLeadsProgram(argv, {
    dataDir,
    stdout: () => undefined,
    stderr: (text) => void (stderr += text),
  });
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`pnpm leads ${argv.join(" ")} exited ${code}: ${stderr}`);
  return ms;
}

const summary = (values: number[]) =>
  `${values.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s (median ${(median(values) / 1000).toFixed(2)} s)`;

try {
  const source = join(root, "source");
  const filled = performance.now();
  await prefill(source, count);
  console.info(`filled ${count} submissions in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
  const backups: number[] = [];
  const restores: number[] = [];
  let size = 0;
  for (let run = 1; run <= runs; run += 1) {
    const file = join(root, `backup-${run}.sqlite`);
    backups.push(await timed(["backup", file], source));
    size = statSync(file).size;
    restores.push(await timed(["restore", file], join(root, `restored-${run}`)));
  }
  const finds = [await timed(["find", "nobody@example.com"], source)];
  // Ten submissions share each phone number in the fill (index % 10,000): erase them, with the checkpoint and read-back.
  const erases = [await timed(["erase", "662-555-5000"], source)];
  console.info(`backup of ${count} submissions (${(size / 1024 / 1024).toFixed(1)} MB): ${summary(backups)}`);
  console.info(`restore of it into an empty DATA_DIR: ${summary(restores)}`);
  console.info(`find (a full scan of ${count} bodies): ${summary(finds)}`);
  console.info(`erase of one phone number's 10 submissions (scan, delete, checkpoint, read-back): ${summary(erases)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
