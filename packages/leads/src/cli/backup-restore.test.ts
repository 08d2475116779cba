import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { readSchemaStatus } from "../database/migrate.js";
import { openDatabase, SQLITE_FILE } from "../database/open-database.js";
import { createSubmissionStore } from "../submission-store.js";
import {
  insertManySqlite,
  NOW,
  queueInEveryState,
  runProgram,
  startSecondProcess,
  tableRows,
} from "../test-support/cli-fixtures.js";
import { createPostgresDatabase, openTestDatabase } from "../test-support/test-database.js";
import type { TestDatabase } from "../test-support/test-database.js";
import { noDatabaseMessage } from "./leads-program.js";

const mode = (path: string) => statSync(path).mode & 0o777;

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "leads-restore-"));
  folders.push(folder);
  return folder;
};
const opened: TestDatabase[] = [];
const sqliteTest = async () => {
  const test = await openTestDatabase("sqlite");
  opened.push(test);
  return test;
};
afterEach(async () => {
  for (const test of opened.splice(0)) await test.dispose();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The tables whose contents a restore must bring back exactly. */
const TABLES = ["submissions", "consent_records", "delivery_attempts", "idempotency_keys", "import_problems"];

describe("pnpm leads backup and restore (SQLite)", () => {
  it("backs up while the store is open and written, and restores the same rows, consent records and queue into an empty DATA_DIR", async () => {
    const source = await sqliteTest();
    const store = createSubmissionStore(source.database);
    const queue = await queueInEveryState(store);
    await store.importAll(
      [],
      [
        {
          file: "submissions/bad.json",
          reason: "not JSON",
          keptAt: "imported-submissions/needs-attention/bad.json",
          foundAt: NOW.toISOString(),
        },
      ],
    );
    insertManySqlite(source.database.sqlite!, 5000, Date.parse("2026-01-01T00:00:00Z"));
    const sourceFile = join(source.dataDir, SQLITE_FILE);

    // The server's situation: its connection open (this process) and another process writing meanwhile.
    const writer = startSecondProcess(sourceFile, { write: true });
    await writer.started;
    const backupDir = tempFolder();
    const backup = join(backupDir, "leads-2026-11-23.sqlite");
    const backedUp = await runProgram(["backup", backup], { dataDir: source.dataDir });
    const wrote = await writer.stop();
    expect(backedUp.stderr).toBe("");
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up .* to .*leads-2026-11-23\.sqlite: .*Mode 0600;/);
    expect(mode(backup)).toBe(0o600);
    expect(wrote).toBeGreaterThan(0);

    const target = join(tempFolder(), "state");
    const restored = await runProgram(["restore", backup], { dataDir: target });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const restoredFile = join(target, SQLITE_FILE);
    expect(restored.stdout).toContain(`Restored ${backup} to ${restoredFile} (mode 0600): `);
    expect(restored.stdout).toContain("integrity check ok");
    expect(readdirSync(target)).toEqual([SQLITE_FILE]);
    expect(mode(restoredFile)).toBe(0o600);
    expect(mode(target)).toBe(0o700);

    // The same rows as the source, apart from the second process's, which it kept writing after the copy's moment.
    for (const table of TABLES) {
      const where = table === "submissions" ? "where source <> 'Writer'" : "";
      expect(tableRows(restoredFile, table, where), table).toEqual(tableRows(sourceFile, table, where));
    }
    const writerRows = (file: string) => tableRows(file, "submissions", "where source = 'Writer'").length;
    expect(writerRows(restoredFile)).toBeLessThanOrEqual(writerRows(sourceFile));
    expect(tableRows(restoredFile, "submissions").length).toBe(5004 + writerRows(restoredFile));

    // Read through the store, each state, attempt, lease and key is there as it was.
    const again = openDatabase({ dataDir: target });
    try {
      const restoredStore = createSubmissionStore(again);
      for (const record of Object.values(queue)) expect(await restoredStore.get(record.id)).toEqual(record);
      expect(await restoredStore.idForClientKey("lead", "key-leased-2")).toBe(queue.leased.id);
      expect(await restoredStore.importProblems()).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it("refuses to back up (or list) an empty folder, naming the path, and creates nothing", async () => {
    const empty = tempFolder();
    const backup = join(tempFolder(), "backup.sqlite");
    for (const argv of [["backup", backup], ["list"], ["find", "a@example.com"]]) {
      const result = await runProgram(argv, { dataDir: empty });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toBe(`${noDatabaseMessage(join(empty, SQLITE_FILE))}\n`);
      expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
      expect(readdirSync(empty)).toEqual([]);
      expect(existsSync(backup)).toBe(false);
    }
    const missing = join(empty, "never-made");
    expect((await runProgram(["backup", backup], { dataDir: missing })).code).toBe(1);
    expect(existsSync(missing)).toBe(false);
  });

  it("never replaces a database without --force, never one a process holds, and moves one aside with --force", async () => {
    const source = await sqliteTest();
    await queueInEveryState(createSubmissionStore(source.database));
    const backup = join(tempFolder(), "backup.sqlite");
    expect((await runProgram(["backup", backup], { dataDir: source.dataDir })).code).toBe(0);

    const target = await sqliteTest();
    const existing = join(target.dataDir, SQLITE_FILE);
    await target.database.close();
    const before = readFileSync(existing);
    const refused = await runProgram(["restore", backup], { dataDir: target.dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds a database .*unless given --force.* Nothing was changed\.\n$/);
    expect(readFileSync(existing).equals(before)).toBe(true);

    const server = startSecondProcess(existing, { write: false });
    await server.started;
    try {
      const held = await runProgram(["restore", backup, "--force"], { dataDir: target.dataDir });
      expect(held.code).toBe(1);
      expect(held.stderr).toMatch(/is in use by another process \(the running server\): stop it first/);
    } finally {
      await server.stop();
    }
    expect(readdirSync(target.dataDir).filter((name) => name.includes("replaced"))).toEqual([]);

    const forced = await runProgram(["restore", backup, "--force"], { dataDir: target.dataDir });
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    const aside = readdirSync(target.dataDir).filter((name) => name.startsWith(`${SQLITE_FILE}.replaced-`));
    expect(aside).toEqual([`${SQLITE_FILE}.replaced-20261123T120000Z`]);
    expect(forced.stdout).toContain(`The database it replaced is at ${join(target.dataDir, aside[0]!)}`);
    expect(tableRows(existing, "submissions")).toEqual(tableRows(backup, "submissions"));
    expect(tableRows(existing, "submissions")).toHaveLength(4);

    // A damaged database (not even SQLite) is held by no server: --force moves it aside too.
    const broken = join(tempFolder(), "state");
    mkdirSync(broken);
    writeFileSync(join(broken, SQLITE_FILE), "garbage where a database was");
    expect((await runProgram(["restore", backup], { dataDir: broken })).code).toBe(1);
    const replaced = await runProgram(["restore", backup, "--force"], { dataDir: broken });
    expect(replaced.stderr).toBe("");
    expect(readFileSync(join(broken, `${SQLITE_FILE}.replaced-20261123T120000Z`), "utf8")).toBe(
      "garbage where a database was",
    );
    expect(tableRows(join(broken, SQLITE_FILE), "submissions")).toHaveLength(4);
  });

  it("checks the file is a leads database of a known schema before putting it in place", async () => {
    const folder = tempFolder();
    const text = join(folder, "notes.txt");
    writeFileSync(text, "not a database at all");
    const other = join(folder, "other.sqlite");
    const plain = new SqliteDatabase(other);
    plain.exec("create table t (x)");
    plain.close();
    const damaged = join(folder, "damaged.sqlite");
    const source = await sqliteTest();
    insertManySqlite(source.database.sqlite!, 2000, Date.parse("2026-01-01T00:00:00Z"));
    const good = join(folder, "good.sqlite");
    expect((await runProgram(["backup", good], { dataDir: source.dataDir })).code).toBe(0);
    const bytes = readFileSync(good);
    // Garbage over the middle pages: the header stays, the b-trees do not.
    bytes.fill(0x5a, 8192, bytes.length - 8192);
    writeFileSync(damaged, bytes);
    const newer = join(folder, "newer.sqlite");
    copyFileSync(good, newer);
    const edit = new SqliteDatabase(newer);
    edit.prepare("insert into leads_migration (name, timestamp) values ('9999-from-the-future', 'x')").run();
    edit.close();
    const encrypted = join(folder, "backup.sqlite.age");
    writeFileSync(encrypted, "age-encryption.org/v1\n-> X25519 abc\n");

    const cases: [string, RegExp][] = [
      [text, /is not a SQLite database/],
      [other, /is a SQLite database but not a leads database \(no leads_migration, submissions/],
      [damaged, /(fails SQLite's integrity check|is not a readable SQLite database)/],
      [newer, /has schema version 4 \(9999-from-the-future\), newer than this version of the site knows \(3\)/],
      [encrypted, /is encrypted \(age\): decrypt it first/],
      [join(folder, "absent.sqlite"), /is not a file/],
    ];
    for (const [file, message] of cases) {
      const target = join(tempFolder(), "state");
      mkdirSync(target);
      const result = await runProgram(["restore", file], { dataDir: target });
      expect(result.code, file).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toMatch(/Nothing was changed\.\n$/);
      expect(readdirSync(target), file).toEqual([]);
    }
  });

  it("says to use pg_restore for PostgreSQL and touches nothing", async () => {
    const folder = tempFolder();
    const result = await runProgram(["restore", join(folder, "leads.pgdump")], {
      dataDir: folder,
      databaseUrl: "postgres://office:secret@db.example:5432/leads",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgres://office@db.example:5432/leads' ",
    );
    expect(result.stderr).not.toContain("secret");
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe("pnpm leads on an empty PostgreSQL database", () => {
  it("refuses every command naming the database, and creates no table in it", async () => {
    const url = await createPostgresDatabase();
    const folder = tempFolder();
    for (const argv of [["list"], ["find", "a@example.com"], ["erase", "a@example.com"]]) {
      const result = await runProgram(argv, { dataDir: folder, databaseUrl: url });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /^No leads database at postgres:\/\/.* \(it holds no leads tables\): nothing was read or created; /,
      );
    }
    const backup = await runProgram(["backup", join(folder, "leads.pgdump")], { dataDir: folder, databaseUrl: url });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain("pg_dump --format=custom --no-owner");
    const database = openDatabase({ url, dataDir: folder });
    try {
      expect((await readSchemaStatus(database)).version).toBe(0);
      const tables = await database.pool!.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
      expect(tables.rows[0]).toEqual({ n: 0 });
    } finally {
      await database.close();
    }
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe("pnpm leads export --output", () => {
  it("writes a new file at mode 0600 and never overwrites one", async () => {
    const source = await sqliteTest();
    await queueInEveryState(createSubmissionStore(source.database));
    const out = join(tempFolder(), "leads.csv");
    const result = await runProgram(["export", "--output", out], { dataDir: source.dataDir });
    expect(result).toMatchObject({ code: 0, stdout: "" });
    expect(result.stderr).toContain(`Exported 4 submissions (csv) to ${out} (mode 0600).`);
    expect(mode(out)).toBe(0o600);
    expect(readFileSync(out, "utf8").split("\r\n")).toHaveLength(6);
    const again = await runProgram(["export", "--output", out], { dataDir: source.dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists; an export never overwrites a file");
  });
});
