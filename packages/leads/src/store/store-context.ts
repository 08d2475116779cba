/**
 * What every unit of the submission store shares: the database, its dialect, the compiled-statement cache, and the
 * one way a plan runs in a transaction (the SQLite batcher or a PostgreSQL transaction).
 */
import type { CompiledQuery, Kysely } from "kysely";
import type { LeadsDatabase } from "../database/open-database.js";
import type { Database } from "../database/schema.js";
import type { PlannedMessage } from "../appointment-mail.js";
import { newRecord, newSubmissionId, submissionRow } from "./rows.js";
import { createSqliteBatcher, stepPlan } from "./sqlite-batcher.js";
import type { Row } from "./sqlite-batcher.js";
import { createStatementCache } from "./statement-cache.js";
import type { StatementCache } from "./statement-cache.js";

/** A transaction's statements in order, each statement's rows fed back to the next step. */
export type Plan = () => Generator<CompiledQuery, void, Row[]>;

export interface StoreContext extends StatementCache {
  readonly database: LeadsDatabase;
  readonly db: Kysely<Database>;
  readonly postgres: boolean;
  /** Every commit so far on disk (a no-op where each commit is durable by itself). */
  durable: () => Promise<void>;
  /**
   * Runs a plan in one transaction: on SQLite in the batcher (with whatever else arrived at the same moment, one
   * commit), answered once on disk; on PostgreSQL through Kysely in a transaction on a pooled connection. A `lease`
   * (one statement that leases rows) is answered at the SQLite commit without waiting for the disk, and on PostgreSQL
   * runs as its own statement.
   */
  runPlan: (plan: Plan, options?: { lease?: boolean }) => Promise<void>;
  /** The rows of the messages `planned` (kind "message", due at their time), as inserts. */
  messageInserts: (planned: PlannedMessage[], at: number) => CompiledQuery[];
}

export function createStoreContext(database: LeadsDatabase): StoreContext {
  const db = database.db;
  const cache = createStatementCache();
  const durable = async () => {
    await database.durable?.();
  };
  const batcher = database.sqlite ? createSqliteBatcher(database.sqlite, durable) : undefined;
  return {
    ...cache,
    database,
    db,
    postgres: database.dialect === "postgres",
    durable,
    async runPlan(plan, { lease = false } = {}) {
      if (batcher) return batcher.run(plan, !lease);
      if (lease) return stepPlan(plan, (query) => db.executeQuery(query));
      await db.transaction().execute((trx) => stepPlan(plan, (query) => trx.executeQuery(query)));
    },
    messageInserts: (planned, at) =>
      planned.map(({ body, dueAt }) => {
        const id = newSubmissionId(new Date(at));
        const row = submissionRow(
          newRecord({
            id,
            kind: "message",
            receivedAt: new Date(at),
            idempotencyKey: `message-${id}`,
            body,
            consent: null,
            state: "pending",
            dueAt: new Date(dueAt),
          }),
        );
        return cache.insertRow("submissions", row, () => db.insertInto("submissions").values(row));
      }),
  };
}
