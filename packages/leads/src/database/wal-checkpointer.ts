/**
 * Checkpoints of the SQLite WAL in a thread of their own. By default SQLite checkpoints in the connection that
 * commits, once the WAL holds 1,000 pages: the committing call copies those pages into the database file and flushes
 * it before it returns. On the site server that call is the event loop's, so every few hundred submissions under load
 * stopped every request for the copy and two flushes (about 20 ms here).
 *
 * Here a worker thread holds a second connection to the same file and runs PASSIVE checkpoints (they never wait for
 * the writer and never hold it up) after commits, at most one at a time and one every `intervalMs`. The server's
 * connection keeps SQLite's own checkpoint only as a safety net (`SAFETY_NET_PAGES`): a checkpoint that cannot keep
 * up under a long burst, or a worker that stopped, still leaves the WAL bounded. When the worker fails, the
 * connection's own checkpoint goes back to SQLite's default and the trouble is logged.
 *
 * The worker's few lines are plain JavaScript run with `eval`, so they run the same from the sources (tests, `tsx`)
 * and from the built package; better-sqlite3 is loaded from the path this module resolves.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** SQLite's default `wal_autocheckpoint`, restored when the worker fails. */
export const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1000;
/** The server connection's own checkpoint while the worker runs: about 40 MB of WAL with 4 KB pages. */
export const SAFETY_NET_PAGES = 10_000;
/** Checkpoints start at most this often. */
export const CHECKPOINT_INTERVAL_MS = 100;

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.file, { fileMustExist: true });
  db.pragma("synchronous = NORMAL");
} catch (error) {
  parentPort.postMessage({ error: String((error && error.message) || error) });
  process.exit(1);
}
parentPort.on("message", (message) => {
  if (message === "close") {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [result] = db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage({ log: result.log, checkpointed: result.checkpointed });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});
`;

export interface WalCheckpointResult {
  /** Pages in the WAL when the checkpoint ran. */
  log: number;
  /** Pages of it now in the database file. */
  checkpointed: number;
}

export interface WalCheckpointer {
  /** A commit was made: a checkpoint follows (one at a time, at most one every `intervalMs`). */
  nudge(): void;
  /** Resolves when no checkpoint runs or is waiting (tests, benchmarks). */
  idle(): Promise<void>;
  /** Checkpoints run so far, and the last one's result. */
  readonly runs: number;
  readonly last: WalCheckpointResult | null;
  /** Closes the worker's connection and stops the worker. */
  close(): Promise<void>;
}

export interface WalCheckpointerOptions {
  /** The SQLite file (in WAL mode). */
  file: string;
  /** Called once when the worker fails: the server's connection takes its checkpoints back. */
  onFailure: (reason: string) => void;
  /** @defaultValue CHECKPOINT_INTERVAL_MS */
  intervalMs?: number;
}

const driverPath = (): string => createRequire(import.meta.url).resolve("better-sqlite3");

export function startWalCheckpointer(options: WalCheckpointerOptions): WalCheckpointer {
  const intervalMs = options.intervalMs ?? CHECKPOINT_INTERVAL_MS;
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file: options.file, driver: driverPath() } });
  // An idle checkpointer never keeps the process alive.
  worker.unref();
  let failed = false;
  let closing = false;
  let running = false;
  let wanted = false;
  let lastStart = 0;
  let timer: NodeJS.Timeout | undefined;
  let runs = 0;
  let last: WalCheckpointResult | null = null;
  let waiters: Array<() => void> = [];

  const settleWaiters = () => {
    if (running || wanted || timer) return;
    const settled = waiters;
    waiters = [];
    for (const resolve of settled) resolve();
  };
  const fail = (reason: string) => {
    if (failed || closing) return;
    failed = true;
    running = false;
    wanted = false;
    if (timer) clearTimeout(timer);
    timer = undefined;
    options.onFailure(reason);
    settleWaiters();
    void worker.terminate();
  };
  const start = () => {
    timer = undefined;
    if (failed || closing || running || !wanted) return settleWaiters();
    const wait = lastStart + intervalMs - Date.now();
    if (wait > 0) {
      timer = setTimeout(start, wait);
      timer.unref();
      return;
    }
    wanted = false;
    running = true;
    lastStart = Date.now();
    // A checkpoint under way keeps the process up until it answers (then unref'd again).
    worker.ref();
    worker.postMessage("run");
  };

  worker.on("message", (message: { error?: string; log?: number; checkpointed?: number }) => {
    worker.unref();
    if (message.error !== undefined) return fail(`the WAL checkpoint worker failed: ${message.error}`);
    running = false;
    runs += 1;
    last = { log: message.log ?? 0, checkpointed: message.checkpointed ?? 0 };
    if (wanted) start();
    else settleWaiters();
  });
  worker.on("error", (error: Error) => fail(`the WAL checkpoint worker failed: ${error.message}`));
  worker.on("exit", (code) => {
    if (!closing) fail(`the WAL checkpoint worker stopped (exit code ${code})`);
  });

  return {
    nudge() {
      if (failed || closing) return;
      wanted = true;
      if (!running && !timer) start();
    },
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleWaiters();
      }),
    get runs() {
      return runs;
    },
    get last() {
      return last;
    },
    async close() {
      if (closing) return;
      closing = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      wanted = false;
      if (failed) return;
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.ref();
      worker.postMessage("close");
      // A worker stuck in a checkpoint is stopped after a while rather than holding the close up.
      const stop = setTimeout(() => void worker.terminate(), 5000);
      await exited;
      clearTimeout(stop);
      running = false;
      settleWaiters();
    },
  };
}
