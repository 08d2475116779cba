import { Kysely, SqliteDialect } from "kysely";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStatementCache } from "./statement-cache.js";

interface Tables {
  notes: { id: string; body: string | null; at: number };
}

const open: Array<Kysely<Tables>> = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});
function database(): Kysely<Tables> {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
  open.push(db);
  return db;
}

describe("the statement cache", () => {
  it("compiles a shape once and reuses its SQL with each call's values", () => {
    const db = database();
    const cache = createStatementCache();
    const build = vi.fn((id: string, at: number) =>
      db.selectFrom("notes").selectAll().where("id", "=", id).where("at", ">", at),
    );
    const first = cache.reuse("note by id", ["a", 1], () => build("a", 1));
    const second = cache.reuse("note by id", ["b", 2], () => build("b", 2));
    expect(build).toHaveBeenCalledTimes(1);
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual(["b", 2]);
  });

  it("never reuses a shape whose values the compiled statement does not carry as its parameters, in order", () => {
    const db = database();
    const cache = createStatementCache();
    // Told the values in another order than the statement takes them: compiled every time, never reused.
    const build = vi.fn(() => db.selectFrom("notes").selectAll().where("id", "=", "a").where("at", ">", 1));
    cache.reuse("wrong order", [1, "a"], build);
    const again = cache.reuse("wrong order", [2, "b"], build);
    expect(build).toHaveBeenCalledTimes(2);
    expect(again.parameters).toEqual(["a", 1]);
  });

  it("inserts a row's defined columns, one compiled statement per set of columns", async () => {
    const db = database();
    await db.schema
      .createTable("notes")
      .addColumn("id", "text")
      .addColumn("body", "text")
      .addColumn("at", "integer")
      .execute();
    const cache = createStatementCache();
    const insert = (row: Tables["notes"] | { id: string; at: number }) =>
      cache.insertRow("notes", row, () => db.insertInto("notes").values(row));
    const one = insert({ id: "1", body: "first", at: 1 });
    const two = insert({ id: "2", body: "second", at: 2 });
    const three = insert({ id: "3", at: 3 });
    expect(two.sql).toBe(one.sql);
    expect(three.sql).not.toBe(one.sql);
    for (const query of [one, two, three]) await db.executeQuery(query);
    expect(await db.selectFrom("notes").select(["id", "body"]).orderBy("id").execute()).toEqual([
      { id: "1", body: "first" },
      { id: "2", body: "second" },
      { id: "3", body: null },
    ]);
  });
});
