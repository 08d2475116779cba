import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { SITE_LOCK_NAME, withSiteLock } from "./site-lock.js";

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function distDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "site-lock-"));
  folders.push(folder);
  return folder;
}

/** A lock directory as a process left it, last renewed `ageMs` ago. */
async function leftLock(dir: string, ageMs: number): Promise<string> {
  const lock = join(dir, SITE_LOCK_NAME);
  await mkdir(lock);
  const then = new Date(Date.now() - ageMs);
  await utimes(lock, then, then);
  return lock;
}

describe("withSiteLock", () => {
  it("holds the lock during the work, removes it afterwards and runs two passes one after the other", async () => {
    const dir = await distDir();
    const order: string[] = [];
    const pass = (name: string) =>
      withSiteLock(
        dir,
        async () => {
          expect(existsSync(join(dir, SITE_LOCK_NAME))).toBe(true);
          order.push(`${name} start`);
          await sleep(150);
          order.push(`${name} end`);
          return name;
        },
        { log: () => undefined },
      );
    expect(await Promise.all([pass("a"), pass("b")])).toEqual(["a", "b"]);
    // One after the other, whichever created the lock first (the two mkdir calls race on libuv's threads).
    const first = order[0]!.split(" ")[0];
    const second = first === "a" ? "b" : "a";
    expect(order).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
    expect(await readdir(dir)).toEqual([]);
  });

  it("waits for a lock renewed recently and gives up after waitMs, naming the folder", async () => {
    const dir = await distDir();
    await leftLock(dir, 0);
    const ran: boolean[] = [];
    await expect(
      withSiteLock(dir, () => Promise.resolve(void ran.push(true)), {
        waitMs: 300,
        staleMs: 10_000,
        log: () => undefined,
      }),
    ).rejects.toThrow(`The build folder ${dir} is locked by another pass`);
    expect(ran).toEqual([]);
  });

  it("takes over a lock its process left (dead, or the same pid after a restart) once it is stale, and says so", async () => {
    const dir = await distDir();
    await leftLock(dir, 60_000);
    const logs: string[] = [];
    const result = await withSiteLock(dir, () => Promise.resolve("ran"), {
      staleMs: 30_000,
      log: (line) => logs.push(line),
    });
    expect(result).toBe("ran");
    expect(logs.some((line) => line.includes("took over the stale lock") && line.includes("60 s"))).toBe(true);
    expect(await readdir(dir)).toEqual([]);
  });

  it("takes over the old format's lock file holding this very process id (a restart in a container)", async () => {
    const dir = await distDir();
    const lock = join(dir, SITE_LOCK_NAME);
    await writeFile(lock, String(process.pid));
    const then = new Date(Date.now() - 120_000);
    await utimes(lock, then, then);
    expect(await withSiteLock(dir, () => Promise.resolve("ran"), { log: () => undefined })).toBe("ran");
    expect(existsSync(lock)).toBe(false);
  });

  it("of two attempts racing for a stale lock, exactly one wins, every time", async () => {
    for (let round = 0; round < 20; round += 1) {
      const dir = await distDir();
      await leftLock(dir, 60_000);
      const outcomes = await Promise.allSettled(
        [0, 1].map(() =>
          withSiteLock(dir, () => sleep(50).then(() => "won"), { waitMs: 0, staleMs: 2000, log: () => undefined }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const lost = outcomes.find((outcome) => outcome.status === "rejected");
      expect(String(lost?.reason)).toContain("locked by another pass");
    }
  });

  it("of two processes racing for a stale lock, exactly one wins, every time", { timeout: 120_000 }, async () => {
    const racer = join(import.meta.dirname, "test-fixtures", "lock-racer.ts");
    // As they come, and with pauses injected at the takeover's windows, as on a busy machine: the one that moves the
    // stale lock aside is slow to read its new lock, while the other, slower still, moves aside what it judged
    // stale. Without the takeover held one at a time, the first finds its new lock gone (ENOENT) every time.
    const rounds: [string, string][] = [
      ["", ""],
      ["", ""],
      ["beforeMove=50,afterCreate=300", "beforeMove=150,afterMove=400"],
      ["beforeMove=150,afterMove=400", "beforeMove=50,afterCreate=300"],
    ];
    for (const pauses of rounds) {
      const dir = await distDir();
      await leftLock(dir, 60_000);
      // Both processes load first (a second or two), then start within a millisecond of each other.
      const startAt = String(Date.now() + 4000);
      const results = await Promise.all(
        pauses.map((pause) =>
          run(process.execPath, ["--import", "tsx", racer, dir, startAt, "1500", pause], {
            cwd: import.meta.dirname,
          }),
        ),
      );
      expect(results.map((result) => result.stdout.trim()).sort()).toEqual(["locked", "won"]);
      expect(await readdir(dir)).toEqual([]);
    }
  });

  it("waits out a takeover under way, and clears one its process left behind", async () => {
    const dir = await distDir();
    await leftLock(dir, 60_000);
    const takeover = join(dir, `${SITE_LOCK_NAME}.takeover`);
    // Another process is removing the stale lock right now: this pass waits, as for a live lock.
    await mkdir(takeover);
    await utimes(takeover, new Date(), new Date());
    await expect(
      withSiteLock(dir, () => Promise.resolve("ran"), { waitMs: 0, staleMs: 2000, log: () => undefined }),
    ).rejects.toThrow("locked by another pass");
    // That process died in it: once the takeover is 10 s old it is cleared, and the pass goes ahead.
    const then = new Date(Date.now() - 11_000);
    await utimes(takeover, then, then);
    expect(
      await withSiteLock(dir, () => Promise.resolve("ran"), { waitMs: 2000, staleMs: 2000, log: () => undefined }),
    ).toBe("ran");
    expect(await readdir(dir)).toEqual([]);
  });

  it("tells the holder through its signal when another process took the lock over, and leaves that lock alone", async () => {
    const dir = await distDir();
    const lock = join(dir, SITE_LOCK_NAME);
    const logs: string[] = [];
    let otherLock: { ino: number; birthtimeMs: number } | undefined;
    await withSiteLock(
      dir,
      async (lease) => {
        expect(() => lease.assertHeld()).not.toThrow();
        // Another process judged the lease stale and took it over: the directory is a new one.
        await rm(lock, { recursive: true });
        await mkdir(lock);
        otherLock = statSync(lock);
        for (let waited = 0; waited < 5000 && !lease.signal.aborted; waited += 50) await sleep(50);
        expect(lease.signal.aborted).toBe(true);
        expect(String(lease.signal.reason)).toContain("was lost");
        expect(() => lease.assertHeld()).toThrow("was lost");
      },
      { staleMs: 2000, updateMs: 1000, log: (line) => logs.push(line) },
    );
    expect(logs.some((line) => line.includes("the pass is abandoned without writing"))).toBe(true);
    // The other process's lock stays.
    expect(statSync(lock)).toMatchObject(otherLock!);
  });

  it("refuses to let the holder commit once its lease was not renewed for half the stale time", async () => {
    const dir = await distDir();
    const lock = join(dir, SITE_LOCK_NAME);
    const logs: string[] = [];
    await withSiteLock(
      dir,
      async (lease) => {
        // As if this process's event loop had been blocked: the lease was last renewed 20 s ago.
        const then = new Date(Date.now() - 20_000);
        await utimes(lock, then, then);
        expect(() => lease.assertHeld()).toThrow("its lease was last renewed 20 s ago");
        expect(lease.signal.aborted).toBe(true);
      },
      { staleMs: 30_000, log: (line) => logs.push(line) },
    );
    expect(logs.some((line) => line.includes("was lost"))).toBe(true);
    // Still its own on disk, so it is removed.
    expect(existsSync(lock)).toBe(false);
  });

  it("renews the lease while the work runs, so a long pass is not taken over", async () => {
    const dir = await distDir();
    const lock = join(dir, SITE_LOCK_NAME);
    await withSiteLock(
      dir,
      async (lease) => {
        const first = statSync(lock).mtimeMs;
        await sleep(2500);
        expect(statSync(lock).mtimeMs).toBeGreaterThan(first);
        // Another process meanwhile sees a fresh lease and waits.
        await expect(
          withSiteLock(dir, () => Promise.resolve("second"), { waitMs: 200, staleMs: 2000, log: () => undefined }),
        ).rejects.toThrow("locked by another pass");
        expect(() => lease.assertHeld()).not.toThrow();
      },
      { staleMs: 2000, updateMs: 1000, log: () => undefined },
    );
  });
});
