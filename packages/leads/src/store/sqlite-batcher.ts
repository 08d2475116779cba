/**
 * How the submission store runs a plan (a generator of compiled statements, each answer fed to the next step) in one
 * transaction: on PostgreSQL step by step through Kysely (stepPlan), on SQLite in the group-commit batcher.
 */
import type { CompiledQuery } from "kysely";
import type SqliteDatabase from "better-sqlite3";

/** A statement's answer rows. */
export type Row = Record<string, unknown>;

/** Runs a plan's statements one after another through `execute` (PostgreSQL), each answer given to the next step. */
export async function stepPlan(
  plan: () => Generator<CompiledQuery, void, Row[]>,
  execute: (query: CompiledQuery) => Promise<{ rows: unknown[] }>,
): Promise<void> {
  const steps = plan();
  for (let step = steps.next(); !step.done;) step = steps.next((await execute(step.value)).rows as Row[]);
}

/**
 * Group commit for SQLite: accepts that arrive together (50 visitors at once) are written in one transaction, each
 * in a savepoint of its own, so one commit (one flush of the WAL to disk) answers them all and a Duplicate or
 * Limited rolls back only its own writes. Deliveries' claims and outcomes join the same batches (a claim is answered
 * at the commit, without waiting for the flush to disk). The plans run synchronously on the connection better-sqlite3
 * holds, with statements prepared once; never while a Kysely transaction is open on it (that batch waits for the
 * next turn).
 */
export function createSqliteBatcher(sqlite: SqliteDatabase.Database, durable: () => Promise<void>) {
  interface Item {
    plan: () => Generator<CompiledQuery, void, Row[]>;
    /** Answered only once the commit is on disk (a lease is answered at the commit). */
    durable: boolean;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  const statements = new Map<string, SqliteDatabase.Statement>();
  let waiting: Item[] = [];
  let scheduled = false;

  const execute = (query: CompiledQuery): Row[] => {
    let statement = statements.get(query.sql);
    if (!statement) {
      statement = sqlite.prepare(query.sql);
      statements.set(query.sql, statement);
    }
    const parameters = query.parameters as unknown[];
    if (statement.reader) return statement.all(...parameters) as Row[];
    statement.run(...parameters);
    return [];
  };
  const runPlan = (plan: Item["plan"]) => {
    const steps = plan();
    for (let step = steps.next(); !step.done;) step = steps.next(execute(step.value));
  };
  // Made at the first batch (a connection closed before then fails that batch, not the store's creation). Called
  // inside the outer transaction, better-sqlite3 makes `inSavepoint` a savepoint.
  let writeAll: ((items: Item[]) => unknown[]) | undefined;
  const transactions = () => {
    const inSavepoint = sqlite.transaction(runPlan);
    return sqlite.transaction((items: Item[]) =>
      items.map((item) => {
        try {
          inSavepoint(item.plan);
          return null;
        } catch (error) {
          return error;
        }
      }),
    );
  };

  const flush = () => {
    scheduled = false;
    if (sqlite.open && sqlite.inTransaction) {
      // A Kysely transaction (a purge, an import) is between two statements on this connection: go after it,
      // looking again in a millisecond rather than spinning.
      schedule(1);
      return;
    }
    const items = waiting;
    waiting = [];
    if (items.length === 0) return;
    let outcomes: unknown[];
    try {
      writeAll ??= transactions();
      outcomes = writeAll(items);
    } catch (error) {
      // The commit itself failed (a full disk, a busy database): nothing of the batch was kept.
      for (const item of items) item.reject(error);
      return;
    }
    const answer = (item: Item, index: number) => {
      const outcome = outcomes[index];
      if (outcome === null) item.resolve();
      else item.reject(outcome);
    };
    const onDisk: number[] = [];
    items.forEach((item, index) => (item.durable ? onDisk.push(index) : answer(item, index)));
    if (onDisk.length === 0) return;
    // Answered once the batch is on disk (with groupCommit the flush runs in the thread pool, shared with every
    // batch committed meanwhile). A flush that fails answers every item with its error: the rows may be kept, and a
    // resend with the same Idempotency-Key finds them.
    durable().then(
      () => onDisk.forEach((index) => answer(items[index]!, index)),
      (error: unknown) => {
        for (const index of onDisk) items[index]!.reject(error);
      },
    );
  };
  const schedule = (delayMs = 0) => {
    if (scheduled) return;
    scheduled = true;
    if (delayMs > 0) setTimeout(flush, delayMs);
    else setImmediate(flush);
  };

  return {
    run(plan: Item["plan"], durable: boolean): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ plan, durable, resolve, reject });
        schedule();
      });
    },
  };
}
