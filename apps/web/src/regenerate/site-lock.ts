/**
 * One pass at a time over a build folder, across processes (the server's regenerator and `pnpm regenerate`): a lock
 * file created exclusively, holding the owner's pid; a lock left by a process that died is taken over.
 */
import { openSync, closeSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Runs `work` holding the folder's lock; waits (up to `timeoutMs`) while another live process holds it. */
export async function withSiteLock<T>(distDir: string, work: () => Promise<T>, timeoutMs = 10 * 60_000): Promise<T> {
  const file = join(distDir, ".regenerate.lock");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner: number;
      try {
        owner = Number(readFileSync(file, "utf8"));
      } catch {
        continue;
      }
      if (!Number.isInteger(owner) || owner <= 0 || (owner !== process.pid && !alive(owner))) {
        try {
          unlinkSync(file);
        } catch {
          /* another process took it over first */
        }
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`The build folder ${distDir} is locked by process ${owner}.`, { cause: error });
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    try {
      unlinkSync(file);
    } catch {
      /* already gone */
    }
  }
}
