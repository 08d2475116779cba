/**
 * Removes what deleted rows leave behind in a SQLite database's files. Every connection runs with
 * `secure_delete = ON` (openDatabase), so SQLite overwrites a deleted row's bytes with zeros in the pages it writes;
 * those pages first go to the WAL, where the older copies of the same pages (holding the row) stay until the WAL is
 * reset. A TRUNCATE checkpoint copies the WAL into the database file and truncates the WAL to zero bytes: after it,
 * neither file holds the row. It waits for readers on the most recent snapshot (the running server's reads last
 * milliseconds), so it is tried a few times before it gives up and says so.
 *
 * It runs on a connection of its own: the caller's connection may be inside a transaction another task opened.
 */
import { setTimeout as sleep } from "node:timers/promises";
import SqliteDatabase from "better-sqlite3";
import type { LeadsDatabase } from "./open-database.js";

export interface TruncateOutcome {
  /** The WAL was checkpointed in full and truncated to zero bytes. */
  done: boolean;
  /** Pages the WAL held when the last try ran. */
  walPages: number;
}

export async function checkpointAndTruncateWal(
  database: LeadsDatabase,
  options: { tries?: number; pauseMs?: number } = {},
): Promise<TruncateOutcome> {
  if (database.dialect !== "sqlite") return { done: true, walPages: 0 };
  const tries = options.tries ?? 20;
  let walPages = 0;
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const connection = new SqliteDatabase(database.location, { fileMustExist: true });
    try {
      connection.pragma("busy_timeout = 200");
      const [result] = connection.pragma("wal_checkpoint(TRUNCATE)") as { busy: number; log: number }[];
      walPages = Number(result?.log ?? 0);
      if (result && Number(result.busy) === 0) return { done: true, walPages };
    } finally {
      connection.close();
    }
    await sleep(options.pauseMs ?? 100);
  }
  return { done: false, walPages };
}
