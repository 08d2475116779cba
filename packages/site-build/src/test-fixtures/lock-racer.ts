/**
 * A process racing for the build folder's lock (site-lock.test.ts): argv is the folder and the moment to start (ms
 * since the epoch, so racers start together). Prints "won" or "locked" and, having won, holds the lock a while.
 */
import { withSiteLock } from "../site-lock.js";

const [distDir, startAt, holdMs] = process.argv.slice(2);
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
