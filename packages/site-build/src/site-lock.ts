/**
 * One pass at a time over a build folder, across processes (the server's regenerator and `pnpm regenerate`): a lease
 * on `dist/.regenerate.lock`, a directory created exclusively (proper-lockfile) whose modification time the holder
 * renews every few seconds while its pass runs.
 *
 * A lease nobody renewed for `staleMs` is taken over, whoever its process id was: the holder died, hung, or is a
 * process with the same pid after a container restart. Every removal of the lock (a takeover, a release) is made one
 * at a time, holding `.regenerate.lock.takeover` (a directory created exclusively, held for milliseconds): it checks
 * the lock is the very one it judged stale (inode, creation and modification time), moves it aside with one rename
 * and checks again; a lock that turns out to be newer is put back. So no process moves a lock another has just
 * created, and of several processes racing for a stale lock exactly one wins; one that finds the takeover busy
 * waits as it would for a live lock. A new lock that is briefly missing right after its creation (only possible when
 * a process died holding the takeover) is waited for, not taken for an error.
 *
 * A holder that loses its lease (it could not renew it, or another process took it over) is told through the
 * lease's `signal`, and `assertHeld()` (called right before a pass swaps its files in) refuses unless the lock is
 * still its own and was renewed within half the stale time, so a takeover cannot happen while it commits.
 */
import * as fs from "node:fs";
import type { Stats } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import { messageOf } from "./error-text.js";

/** The lock's name inside the build folder (beside client/, never served). */
export const SITE_LOCK_NAME = ".regenerate.lock";

/** A lease not renewed for this long is taken over. @defaultValue 30 s */
export const DEFAULT_STALE_MS = 30_000;

export interface SiteLease {
  /** Aborted (with the reason) when the lease is lost: the pass must stop and write nothing. */
  readonly signal: AbortSignal;
  /** Throws (and aborts `signal`) unless the lock is still this holder's, renewed within half the stale time. */
  assertHeld(): void;
}

export interface SiteLockOptions {
  /** How long to wait while another live pass holds the lock. @defaultValue 10 minutes */
  waitMs?: number;
  /** A lease not renewed for this long is taken over. @defaultValue 30 s */
  staleMs?: number;
  /** How often the holder renews its lease. @defaultValue staleMs / 6 (at least 1 s) */
  updateMs?: number;
  log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** What the lock directory is: an inode reused after a removal has another creation time. */
const sameDirectory = (a: Stats, b: Stats) => a.ino === b.ino && a.dev === b.dev && a.birthtimeMs === b.birthtimeMs;
/** The same lock, not renewed since. */
const sameLease = (a: Stats, b: Stats) => sameDirectory(a, b) && a.mtimeMs === b.mtimeMs;

const asideName = (lockDir: string) =>
  `${lockDir}.${Date.now()}-${process.pid}-${randomBytes(4).toString("hex")}.aside`;

type Removal = "removed" | "gone" | "not-ours" | "busy";

/** The directory held while the lock is removed (beside it; never served). */
const takeoverName = (lockDir: string) => `${lockDir}.takeover`;
/** A takeover directory older than this was left by a process that died in one (they last milliseconds). */
const TAKEOVER_STALE_MS = 10_000;

/**
 * Runs `work` holding the takeover directory, or answers "busy" when another process holds it. A takeover left
 * behind by a dead process is removed once it is TAKEOVER_STALE_MS old (and "busy" answered that time).
 */
async function underTakeover(lockDir: string, work: () => Promise<Removal>): Promise<Removal> {
  const takeover = takeoverName(lockDir);
  try {
    await fs.promises.mkdir(takeover);
    // Its age is read against this process's clock, as the lock's renewals are.
    const now = new Date();
    await fs.promises.utimes(takeover, now, now);
  } catch (error) {
    if (codeOf(error) !== "EEXIST") throw error;
    const stats = await fs.promises.stat(takeover).catch(() => undefined);
    if (stats && Date.now() - stats.mtimeMs > TAKEOVER_STALE_MS)
      await fs.promises.rm(takeover, { recursive: true, force: true });
    return "busy";
  }
  try {
    return await work();
  } finally {
    await fs.promises.rm(takeover, { recursive: true, force: true });
  }
}

/**
 * Removes the lock only if it is the one `expected` describes, holding the takeover directory: checked, renamed aside
 * (one atomic step), checked again, and put back when it is not. "busy" when another process is removing it.
 */
function removeLockIf(lockDir: string, expected: (moved: Stats) => boolean): Promise<Removal> {
  return underTakeover(lockDir, () => moveAsideIf(lockDir, expected));
}

/** The lock's own holder removes it: it waits (up to 2 s) for a takeover under way, then removes it regardless. */
async function releaseLockIf(lockDir: string, expected: (moved: Stats) => boolean): Promise<Removal> {
  for (let waited = 0; waited < 2000; waited += 20) {
    const outcome = await removeLockIf(lockDir, expected);
    if (outcome !== "busy") return outcome;
    await sleep(20);
  }
  return moveAsideIf(lockDir, expected);
}

async function moveAsideIf(lockDir: string, expected: (moved: Stats) => boolean): Promise<Removal> {
  // Checked first too, so a lock that is plainly another's is never moved (its holder would see it vanish).
  try {
    if (!expected(await fs.promises.lstat(lockDir))) return "not-ours";
  } catch (error) {
    if (codeOf(error) === "ENOENT") return "gone";
    throw error;
  }
  const aside = asideName(lockDir);
  try {
    await fs.promises.rename(lockDir, aside);
  } catch (error) {
    if (codeOf(error) === "ENOENT") return "gone";
    throw error;
  }
  if (expected(await fs.promises.lstat(aside))) {
    await fs.promises.rm(aside, { recursive: true, force: true });
    return "removed";
  }
  // A newer lock moved aside by mistake goes back; if yet another took its place meanwhile, its holder learns that
  // it lost when it next renews (or checks) its lease.
  try {
    await fs.promises.rename(aside, lockDir);
  } catch {
    await fs.promises.rm(aside, { recursive: true, force: true });
  }
  return "not-ours";
}

/** At the process's exit: under the takeover directory when it is free, else regardless (nothing can wait now). */
function removeLockIfSync(lockDir: string, expected: (moved: Stats) => boolean): Removal {
  const takeover = takeoverName(lockDir);
  let holding = false;
  try {
    fs.mkdirSync(takeover);
    holding = true;
  } catch {
    // Another process is removing it, or the folder is gone.
  }
  try {
    return moveAsideIfSync(lockDir, expected);
  } finally {
    if (holding) fs.rmSync(takeover, { recursive: true, force: true });
  }
}

function moveAsideIfSync(lockDir: string, expected: (moved: Stats) => boolean): Removal {
  try {
    if (!expected(fs.lstatSync(lockDir))) return "not-ours";
  } catch (error) {
    if (codeOf(error) === "ENOENT") return "gone";
    throw error;
  }
  const aside = asideName(lockDir);
  try {
    fs.renameSync(lockDir, aside);
  } catch (error) {
    if (codeOf(error) === "ENOENT") return "gone";
    throw error;
  }
  if (expected(fs.lstatSync(aside))) {
    fs.rmSync(aside, { recursive: true, force: true });
    return "removed";
  }
  try {
    fs.renameSync(aside, lockDir);
  } catch {
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return "not-ours";
}

interface LeaseState {
  /** The lock as last seen by proper-lockfile's staleness check. */
  seen?: Stats;
  /** The lock this process created. */
  mine?: Stats;
}

const lockedError = (lockDir: string) =>
  Object.assign(new Error(`The lock ${lockDir} is held by another pass.`), { code: "ELOCKED" });

/**
 * The file system proper-lockfile works through: the same calls, except that removing the lock (a stale one, or
 * our own when released) removes only the lock that was meant.
 */
function leaseFs(lockDir: string, state: LeaseState, log: (message: string) => void) {
  return {
    mkdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      fs.mkdir(path, (error) => {
        if (error || path !== lockDir) return callback(error);
        readCreated(lockDir).then(
          (stats) => {
            if (!stats) return callback(lockedError(lockDir));
            state.mine = stats;
            callback(null);
          },
          (statError: NodeJS.ErrnoException) => callback(statError),
        );
      });
    },
    stat(path: string, callback: (error: NodeJS.ErrnoException | null, stats: Stats) => void) {
      fs.stat(path, (error, stats) => {
        if (!error && path === lockDir) state.seen = stats;
        callback(error, stats);
      });
    },
    utimes: fs.utimes,
    rmdir(path: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      if (path !== lockDir) return fs.rmdir(path, callback);
      const mine = state.mine;
      const seen = state.seen;
      const releasing = mine !== undefined;
      const expected = releasing
        ? (moved: Stats) => sameDirectory(moved, mine)
        : (moved: Stats) => seen !== undefined && sameLease(moved, seen);
      (releasing ? releaseLockIf : removeLockIf)(lockDir, expected).then(
        (outcome) => {
          if (releasing) {
            if (outcome !== "removed")
              log(`[regenerate] the lock ${lockDir} was no longer this process's when released (${outcome}).`);
            return callback(null);
          }
          if (outcome === "not-ours" || outcome === "busy") return callback(lockedError(lockDir));
          log(`[regenerate] took over the stale lock ${lockDir} (not renewed for ${ageOf(seen)}).`);
          callback(null);
        },
        (error: NodeJS.ErrnoException) => callback(error),
      );
    },
    rmdirSync(path: string) {
      if (path !== lockDir) return fs.rmdirSync(path);
      const mine = state.mine;
      if (mine) removeLockIfSync(lockDir, (moved) => sameDirectory(moved, mine));
    },
  };
}

/**
 * The lock this process has just created. Missing for a moment only if another process moved it aside by mistake
 * (it died holding the takeover, so a second one began): it is put back within milliseconds, so this waits for it
 * (up to 1 s). Still missing, the attempt counts as locked: the pass waits and tries again, never fails.
 */
async function readCreated(lockDir: string): Promise<Stats | undefined> {
  for (let waited = 0; ; waited += 10) {
    try {
      // Stamped by this process's clock, as every renewal is: its age never depends on the file system's clock.
      const now = new Date();
      fs.utimesSync(lockDir, now, now);
      return fs.lstatSync(lockDir);
    } catch (error) {
      if (codeOf(error) !== "ENOENT" || waited >= 1000) {
        if (codeOf(error) === "ENOENT") return undefined;
        throw error;
      }
    }
    await sleep(10);
  }
}

const ageOf = (stats: Stats | undefined) =>
  stats ? `${Math.round((Date.now() - stats.mtimeMs) / 1000)} s` : "an unknown time";

/** Lock directories moved aside by a takeover that stopped half-way (its process died) are removed after a minute. */
function removeLeftovers(distDir: string, log: (message: string) => void): void {
  let names: string[];
  try {
    names = fs.readdirSync(distDir);
  } catch {
    return;
  }
  for (const name of names) {
    const match = new RegExp(`^${SITE_LOCK_NAME.replace(".", "\\.")}\\.(\\d+)-\\d+-[0-9a-f]+\\.aside$`).exec(name);
    if (!match || Date.now() - Number(match[1]) < 60_000) continue;
    fs.rmSync(join(distDir, name), { recursive: true, force: true });
    log(`[regenerate] removed ${name}, a stale lock moved aside by a takeover that did not finish.`);
  }
}

/**
 * Runs `work` holding the build folder's lease; waits (up to `waitMs`) while another live pass holds it. A lease lost
 * during the work aborts `lease.signal`; the work's own result (or error) is returned either way.
 */
export async function withSiteLock<T>(
  distDir: string,
  work: (lease: SiteLease) => Promise<T>,
  options: SiteLockOptions = {},
): Promise<T> {
  const log = options.log ?? ((message: string) => console.warn(message));
  const staleMs = Math.max(2000, options.staleMs ?? DEFAULT_STALE_MS);
  const updateMs = Math.max(1000, Math.min(options.updateMs ?? staleMs / 6, staleMs / 2));
  const waitMs = options.waitMs ?? 10 * 60_000;
  const lockDir = join(distDir, SITE_LOCK_NAME);
  const controller = new AbortController();
  const lose = (reason: string) => {
    if (controller.signal.aborted) return;
    const error = new Error(
      `The regeneration lock ${lockDir} was lost (${reason}): the pass is abandoned without writing.`,
    );
    log(`[regenerate] ${error.message}`);
    controller.abort(error);
  };

  const deadline = Date.now() + waitMs;
  let release: () => Promise<void>;
  let held: Stats | undefined;
  let waiting = false;
  for (let delay = 50; ; delay = Math.min(delay * 2, 1000)) {
    const attempt: LeaseState = {};
    try {
      release = await lockfile.lock(distDir, {
        lockfilePath: lockDir,
        realpath: false,
        retries: 0,
        stale: staleMs,
        update: updateMs,
        fs: leaseFs(lockDir, attempt, log),
        onCompromised: (error) => {
          lose(messageOf(error));
          // The lock may still be ours on disk (renewing failed for too long): free it for the next pass.
          const mine = attempt.mine;
          if (mine)
            releaseLockIf(lockDir, (moved) => sameDirectory(moved, mine)).catch((removeError: unknown) =>
              log(`[regenerate] could not remove the lost lock ${lockDir}: ${messageOf(removeError)}`),
            );
        },
      });
      held = attempt.mine;
      break;
    } catch (error) {
      if (codeOf(error) !== "ELOCKED") throw error;
      if (Date.now() + delay > deadline)
        throw new Error(
          `The build folder ${distDir} is locked by another pass (its lease was renewed ${ageOf(attempt.seen)} ago); gave up after ${Math.round(waitMs / 1000)} s.`,
          { cause: error },
        );
      if (!waiting) log(`[regenerate] waiting for the pass that holds ${lockDir}.`);
      waiting = true;
      await sleep(delay);
    }
  }
  removeLeftovers(distDir, log);

  const mine = held!;
  const lease: SiteLease = {
    signal: controller.signal,
    assertHeld() {
      if (controller.signal.aborted) throw controller.signal.reason;
      let now: Stats;
      try {
        now = fs.statSync(lockDir);
      } catch (error) {
        lose(`it is gone: ${messageOf(error)}`);
        throw controller.signal.reason;
      }
      if (!sameDirectory(now, mine)) lose("another process holds it now");
      else if (Date.now() - now.mtimeMs > staleMs / 2)
        lose(`its lease was last renewed ${Math.round((Date.now() - now.mtimeMs) / 1000)} s ago`);
      if (controller.signal.aborted) throw controller.signal.reason;
    },
  };
  try {
    return await work(lease);
  } finally {
    // Also after a lost lease: the lock is removed only if it is still this process's.
    await release().catch((error: unknown) => {
      if (codeOf(error) !== "ERELEASED") log(`[regenerate] releasing ${lockDir} failed: ${messageOf(error)}`);
    });
  }
}
