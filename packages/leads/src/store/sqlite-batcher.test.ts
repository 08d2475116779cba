import { CompiledQuery } from "kysely";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSqliteBatcher } from "./sqlite-batcher.js";
import type { Row } from "./sqlite-batcher.js";

const open: Database.Database[] = [];
afterEach(() => {
  for (const sqlite of open.splice(0)) sqlite.close();
});
function database(): Database.Database {
  const sqlite = new Database(":memory:");
  open.push(sqlite);
  sqlite.exec("create table notes (id text primary key, body text)");
  return sqlite;
}

/** A plan inserting `id`, then (when told) failing after its own write. */
const insert = (id: string, fail = false) =>
  function* (): Generator<CompiledQuery, void, Row[]> {
    yield CompiledQuery.raw("insert into notes (id, body) values (?, ?)", [id, `note ${id}`]);
    const rows = yield CompiledQuery.raw("select count(*) as n from notes where id = ?", [id]);
    if (rows[0]?.n !== 1) throw new Error(`${id} was not written`);
    if (fail) throw new Error(`${id} refused`);
  };
const ids = (sqlite: Database.Database) =>
  (sqlite.prepare("select id from notes order by id").all() as Array<{ id: string }>).map((row) => row.id);

describe("the SQLite batcher (group commit)", () => {
  it("writes the plans that arrive together in one commit, a failing one rolling back only its own writes", async () => {
    const sqlite = database();
    const durable = vi.fn(() => Promise.resolve());
    const batcher = createSqliteBatcher(sqlite, durable);
    const outcomes = await Promise.allSettled([
      batcher.run(insert("a"), true),
      batcher.run(insert("b", true), true),
      batcher.run(insert("c"), true),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error("b refused"));
    expect(ids(sqlite)).toEqual(["a", "c"]);
    // One batch, one flush to disk for all three.
    expect(durable).toHaveBeenCalledTimes(1);
  });

  it("answers a durable plan once the commit is on disk, and a lease at the commit", async () => {
    const sqlite = database();
    let onDisk = () => {};
    const batcher = createSqliteBatcher(sqlite, () => new Promise<void>((resolve) => (onDisk = resolve)));
    let durableDone = false;
    const durable = batcher.run(insert("a"), true).then(() => (durableDone = true));
    await batcher.run(insert("b"), false);
    expect(durableDone).toBe(false);
    onDisk();
    await durable;
    expect(ids(sqlite)).toEqual(["a", "b"]);
  });

  it("waits for a transaction another writer holds open on the connection, then writes after it", async () => {
    const sqlite = database();
    const batcher = createSqliteBatcher(sqlite, () => Promise.resolve());
    sqlite.exec("begin");
    sqlite.exec("insert into notes (id, body) values ('first', 'the other writer')");
    let written = false;
    const run = batcher.run(insert("second"), true).then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    sqlite.exec("commit");
    await run;
    expect(ids(sqlite)).toEqual(["first", "second"]);
  });

  it("rejects every plan of a batch whose commit failed, keeping none of it", async () => {
    const sqlite = database();
    const batcher = createSqliteBatcher(sqlite, () => Promise.resolve());
    sqlite.close();
    await expect(batcher.run(insert("a"), true)).rejects.toThrow(/not open/);
  });
});
