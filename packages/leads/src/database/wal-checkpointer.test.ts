import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database.js";
import type { LeadsDatabase } from "./open-database.js";
import { SAFETY_NET_PAGES, startWalCheckpointer } from "./wal-checkpointer.js";

/** Pages in the WAL after one more small commit (a WAL whose every page was checkpointed starts over). */
function walPagesAfterOneMoreCommit(database: LeadsDatabase): number {
  database.sqlite!.prepare("insert into scratch (blob) values (?)").run(Buffer.alloc(16));
  const [result] = database.sqlite!.pragma("wal_checkpoint(NOOP)") as Array<{ log: number }>;
  return result!.log;
}

describe("the WAL checkpoint worker", () => {
  let dir: string;
  let database: LeadsDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it("checkpoints the server's commits in its own thread, and the WAL starts over", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-checkpoint-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    const sqlite = database.sqlite!;
    // The server's connection would checkpoint only past the safety net.
    expect(sqlite.pragma("wal_autocheckpoint", { simple: true })).toBe(SAFETY_NET_PAGES);
    sqlite.exec("create table scratch (id integer primary key, blob blob)");
    const insert = sqlite.prepare("insert into scratch (blob) values (?)");
    // 3,000 commits of one page each: three times SQLite's default checkpoint, a third of the safety net.
    for (let commit = 0; commit < 3000; commit += 1) {
      insert.run(Buffer.alloc(3000, commit % 251));
      if (commit % 100 === 99) await database.durable!();
    }
    await database.durable!();
    await database.checkpointer!.idle();
    expect(database.checkpointer!.runs).toBeGreaterThan(0);
    expect(database.checkpointer!.last!.checkpointed).toBe(database.checkpointer!.last!.log);
    // Every page is in the database file, so the next commit starts the WAL over: a few pages, not 3,000.
    expect(walPagesAfterOneMoreCommit(database)).toBeLessThan(10);
    expect(sqlite.prepare("select count(*) as rows from scratch").get()).toEqual({ rows: 3001 });
  });

  it("reports a worker that cannot work, once, and asks nothing of it after", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-checkpoint-"));
    const failures: string[] = [];
    const checkpointer = startWalCheckpointer({
      file: join(dir, "missing.sqlite"),
      onFailure: (reason) => failures.push(reason),
    });
    checkpointer.nudge();
    for (let wait = 0; wait < 200 && failures.length === 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/the WAL checkpoint worker (failed|stopped)/);
    checkpointer.nudge();
    await checkpointer.idle();
    expect(checkpointer.runs).toBe(0);
    await checkpointer.close();
    expect(failures).toHaveLength(1);
  });

  it("closes before the server's connection, which removes the WAL as it closes", async () => {
    dir = mkdtempSync(join(tmpdir(), "leads-checkpoint-"));
    database = openDatabase({ dataDir: dir, groupCommit: true });
    database.sqlite!.exec("create table scratch (id integer primary key, blob blob)");
    await database.durable!();
    await database.close();
    database = undefined;
    const { existsSync } = await import("node:fs");
    expect(existsSync(join(dir, "leads.sqlite-wal"))).toBe(false);
  });
});
