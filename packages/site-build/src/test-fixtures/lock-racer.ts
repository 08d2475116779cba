/**
 * A process racing for the build folder's lock (site-lock.test.ts): argv is the folder, the moment to start (ms
 * since the epoch, so racers start together), how long to hold the lock once won and, optionally, pauses to inject
 * at the takeover's windows (`beforeMove=50,afterMove=400,afterCreate=300`, in ms):
 * - beforeMove: between checking the stale lock and moving it aside;
 * - afterMove: between moving a lock aside and checking what was moved;
 * - afterCreate: between creating the new lock and reading what was created.
 * Prints "won" or "locked" and, having won, holds the lock a while.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { basename } from "node:path";
import { SITE_LOCK_NAME, withSiteLock } from "../site-lock.js";

const [distDir, startAt, holdMs, pauseList] = process.argv.slice(2);
const pauses = Object.fromEntries(
  (pauseList ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string])
    .map(([name, ms]) => [name, Number(ms)]),
) as Partial<Record<"beforeMove" | "afterMove" | "afterCreate", number>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isLock = (path: fs.PathLike) => basename(String(path)) === SITE_LOCK_NAME;
const isAside = (path: fs.PathLike) => /\.aside$/.test(String(path));

if (pauses.beforeMove || pauses.afterMove) {
  const rename = fs.promises.rename;
  fs.promises.rename = async (from, to) => {
    if (isLock(from) && isAside(to) && pauses.beforeMove) await sleep(pauses.beforeMove);
    await rename(from, to);
    if (isLock(from) && isAside(to) && pauses.afterMove) await sleep(pauses.afterMove);
  };
}
if (pauses.afterCreate) {
  // The new lock is read synchronously right after it is created: the pause blocks, as a descheduled process would.
  // The module namespace site-lock.ts imports follows the patched object once syncBuiltinESMExports() is called.
  const mkdir = fs.mkdir;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  fs.mkdir = ((path: fs.PathLike, ...rest: unknown[]) => {
    const callback = rest.pop() as (error: NodeJS.ErrnoException | null) => void;
    mkdir(path, ...(rest as []), (error: NodeJS.ErrnoException | null) => {
      if (!error && isLock(path)) Atomics.wait(pause, 0, 0, pauses.afterCreate);
      callback(error);
    });
  }) as typeof fs.mkdir;
  syncBuiltinESMExports();
}

while (Date.now() < Number(startAt)) {
  // Spin: both racers leave this loop within a millisecond of each other.
}
try {
  await withSiteLock(
    distDir!,
    async () => {
      process.stdout.write("won\n");
      await new Promise((resolve) => setTimeout(resolve, Number(holdMs ?? 1000)));
    },
    { waitMs: 0, staleMs: 2000, log: () => undefined },
  );
} catch (error) {
  process.stdout.write(/locked by another pass/.test(String(error)) ? "locked\n" : `error ${String(error)}\n`);
}
