/**
 * The one render pool: render workers (worker_threads, one per core by default) that the build opens and closes, and
 * the running server keeps between regenerations (its event loop stays free for visitors while pages render; a pass
 * does not pay the workers' start-up). Several pages are in flight per worker. A page that does not answer within
 * `jobTimeoutMs` fails (and so does its pass), and its worker, which may be stuck, is stopped; the next pass starts a
 * new one. Each worker runs under `resourceLimits`, so a render that runs away with memory stops its own worker, not
 * the process. One hung page can therefore neither block the queue nor hold the build folder's lock. A pool of size 0
 * has no workers: its passes render in their own thread (tests, `PRERENDER_WORKERS=0`).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ResourceLimits } from "node:worker_threads";
import type { RenderAnswer, RenderJob, RenderWorkerData } from "./render-worker.js";
import { messageOf } from "./error-text.js";
import { raceAbort } from "./race-abort.js";

/** A page that takes longer than this fails, and its worker is replaced. */
export const DEFAULT_JOB_TIMEOUT_MS = 60_000;

/**
 * Each worker's heap limit. Rendering the 1,000-post space (bench/large-space.ts) three pages at a time, as a worker
 * does, peaked at 470 MB of heap in one thread (400 pages, 2026-11); 1 GiB leaves twice that, and a runaway render
 * stops its own worker instead of the server.
 */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 };

/** A pool's size unless told: one worker per core, at most 4. */
export const defaultPoolSize = (): number => Math.min(availableParallelism(), 4);

export interface RenderPoolOptions<O = unknown> extends RenderWorkerData<O> {
  /** The site's worker script: `runRenderWorker(createSiteRenderer)` (through tsx, or built). */
  workerUrl: URL;
  /** Render workers; 0 renders every pass in its own thread. @defaultValue defaultPoolSize() */
  size?: number;
  /** Pages in flight per worker (their reads overlap). @defaultValue 3 */
  inFlight?: number;
  /** Arguments for the worker's Node (e.g. ["--import", "tsx"]). */
  execArgv?: string[];
  /**
   * A persistent pool lets its workers go after this long without a pass (they are started again by the next):
   * an idle server holds no render threads. @defaultValue 600000 (10 minutes: a burst of edits stays warm)
   */
  idleMs?: number;
  /** A page that does not answer within this fails, and its worker is stopped. @defaultValue 60000 */
  jobTimeoutMs?: number;
  /**
   * A worker not ready within this (loading the SSR bundle, one warm-up render) is stopped, failing the pass that
   * waits for it. @defaultValue twice jobTimeoutMs
   */
  startTimeoutMs?: number;
  /** Memory limits of each worker. @defaultValue DEFAULT_RESOURCE_LIMITS */
  resourceLimits?: ResourceLimits;
}

export interface RenderPassOptions {
  /** Abandons the pass: it rejects with the signal's reason and the workers busy with it are stopped. */
  signal?: AbortSignal | undefined;
  /** Called with each page's answer as it arrives. */
  onDone?: ((answer: RenderAnswer & { status: number }) => void) | undefined;
  /**
   * Called with a page's answer that arrives after the pass failed or was abandoned (a worker's other pages in
   * flight), e.g. to discard the files it staged.
   */
  onLate?: ((answer: RenderAnswer & { status: number }) => void) | undefined;
}

interface InFlight {
  page: string;
  settle: (answer: RenderAnswer) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: Promise<void>;
  jobs: Map<number, InFlight>;
  gone: boolean;
}

/**
 * Jobs of one pass carry its number (a fresh renderer per pass) and each job its own id, so a late answer of an
 * abandoned pass reaches nobody. An idle pool holds no threads: its workers start with the first pass and go after
 * `idleMs` without one.
 */
export class RenderPool<O = unknown> {
  private readonly workers: PoolWorker[] = [];
  private passes = 0;
  private jobIds = 0;
  private closed = false;
  private idle: NodeJS.Timeout | undefined;
  /** Passes rendering now (the idle timer runs only when there are none). */
  private active = 0;

  constructor(private readonly options: RenderPoolOptions<O>) {}

  /** How many workers the pool runs (0: its passes render in their own thread). */
  get size(): number {
    return Math.max(0, this.options.size ?? defaultPoolSize());
  }

  /** Whether its workers are running (started by a pass, not yet let go after `idleMs`): a pass need not wait for them. */
  get running(): boolean {
    return this.workers.length > 0;
  }

  private get jobTimeoutMs(): number {
    return this.options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  }

  private start(): void {
    const count = this.size;
    while (this.workers.length < count) this.workers.push(this.spawn());
  }

  private spawn(): PoolWorker {
    const { workerUrl, execArgv, resourceLimits, rendererOptions, distDir } = this.options;
    const worker = new Worker(workerUrl, {
      workerData: { rendererOptions, distDir } satisfies RenderWorkerData<O>,
      resourceLimits: resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
      ...(execArgv ? { execArgv } : {}),
    });
    // An idle pool never keeps the process alive; a pass in progress does, through its jobs' timers.
    worker.unref();
    const entry: PoolWorker = { worker, ready: Promise.resolve(), jobs: new Map(), gone: false };
    let failure: Error | undefined;
    entry.ready = new Promise<void>((resolve, reject) => {
      // Loading the SSR bundle and one warm-up render: generous, but bounded like a page.
      const startLimit = this.options.startTimeoutMs ?? 2 * this.jobTimeoutMs;
      const timer = setTimeout(() => {
        reject(new Error(`A render worker did not start within ${startLimit / 1000} s; it was stopped.`));
        this.retire(entry, "it did not start");
      }, startLimit);
      worker.on("message", (message: RenderAnswer | { ready: true }) => {
        if ("ready" in message) {
          clearTimeout(timer);
          return resolve();
        }
        const job = message.id === undefined ? undefined : entry.jobs.get(message.id);
        // Otherwise an answer for a pass that failed or was abandoned meanwhile: nobody waits for it.
        if (!job) return;
        entry.jobs.delete(message.id!);
        job.settle(message);
      });
      // Out of memory (resourceLimits), or an error thrown outside a job: the worker exits next.
      worker.on("error", (error: Error) => (failure = error));
      worker.on("exit", (code) => {
        clearTimeout(timer);
        const reason = failure ? failure.message : `exit code ${code}`;
        reject(new Error(`A render worker stopped before it was ready (${reason}).`));
        this.retire(entry, `its render worker stopped (${reason})`);
      });
    });
    // A failed start also fails the pass that waits for it; named here too, in the server's log.
    entry.ready.catch((error: unknown) => console.warn(`[regenerate] ${messageOf(error)}`));
    return entry;
  }

  /** Stops a worker; the jobs it had in flight fail with `reason`. The next pass starts a new one in its place. */
  private retire(entry: PoolWorker, reason: string): void {
    const position = this.workers.indexOf(entry);
    if (position >= 0) this.workers.splice(position, 1);
    const jobs = [...entry.jobs];
    entry.jobs.clear();
    for (const [, job] of jobs) job.settle({ page: job.page, error: reason });
    if (entry.gone) return;
    entry.gone = true;
    void entry.worker.terminate();
  }

  /** Renders one pass's jobs (a fresh renderer per pass); rejects on the first failure. */
  async render(jobs: RenderJob[], pass: RenderPassOptions = {}): Promise<Map<string, RenderAnswer>> {
    if (this.closed) throw new Error("The render pool is closed.");
    if (this.size === 0) throw new Error("A render pool of size 0 has no workers: its passes render in their thread.");
    if (this.idle) clearTimeout(this.idle);
    this.active += 1;
    this.start();
    try {
      return await this.renderPass(jobs, pass);
    } finally {
      this.active -= 1;
      if (this.active === 0) this.retireWhenIdle();
    }
  }

  /** After `idleMs` without a pass the workers exit (memory back to the system); the next pass starts them again. */
  private retireWhenIdle(): void {
    if (this.closed) return;
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      for (const entry of [...this.workers]) this.retire(entry, "the render pool was idle");
    }, this.options.idleMs ?? 600_000);
    this.idle.unref();
  }

  private async renderPass(
    jobs: RenderJob[],
    { signal, onDone, onLate }: RenderPassOptions,
  ): Promise<Map<string, RenderAnswer>> {
    signal?.throwIfAborted();
    const entries = [...this.workers];
    await raceAbort(Promise.all(entries.map((entry) => entry.ready)), signal);
    const pass = (this.passes += 1);
    const inFlight = this.options.inFlight ?? 3;
    const timeoutMs = this.jobTimeoutMs;
    const answers = new Map<string, RenderAnswer>();
    return new Promise<Map<string, RenderAnswer>>((resolve, reject) => {
      let next = 0;
      let active = 0;
      let finished = false;
      const finish = (error?: unknown) => {
        if (finished) return;
        finished = true;
        signal?.removeEventListener("abort", abandon);
        if (error === undefined) resolve(answers);
        else reject(error instanceof Error ? error : new Error(`The pass was abandoned: ${JSON.stringify(error)}`));
      };
      // Abandoned (the pass timed out, or lost its lock): the workers busy with it are stopped, so none keeps
      // rendering for nobody.
      function abandon() {
        finish(signal!.reason);
        for (const entry of entries) if (entry.jobs.size > 0) retireFor(entry, "its pass was abandoned");
      }
      const retireFor = (entry: PoolWorker, reason: string) => this.retire(entry, reason);
      const feed = (entry: PoolWorker) => {
        while (!finished && !entry.gone && entry.jobs.size < inFlight && next < jobs.length) {
          const job = jobs[next++]!;
          const id = (this.jobIds += 1);
          active += 1;
          const timer = setTimeout(() => {
            finish(
              new Error(
                `Page ${job.page} did not render within ${timeoutMs / 1000} s; its render worker was stopped and is replaced by the next pass.`,
              ),
            );
            retireFor(entry, `it was stopped after page ${job.page} hung`);
          }, timeoutMs);
          entry.jobs.set(id, {
            page: job.page,
            settle: (answer) => {
              clearTimeout(timer);
              active -= 1;
              if (finished) {
                if (!("error" in answer)) onLate?.(answer);
                return;
              }
              if ("error" in answer) return finish(new Error(`Page ${answer.page} failed: ${answer.error}`));
              answers.set(answer.page, answer);
              onDone?.(answer);
              feed(entry);
              if (next >= jobs.length && active === 0) finish();
            },
          });
          entry.worker.postMessage({ ...job, id, pass } satisfies RenderJob);
        }
      };
      signal?.addEventListener("abort", abandon, { once: true });
      if (jobs.length === 0) return finish();
      if (entries.length === 0) return finish(new Error("No render worker is running."));
      for (const entry of entries) feed(entry);
      if (active === 0) finish(new Error("Every render worker stopped before the pass began."));
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    const stopping = this.workers.map((entry) => entry.worker.terminate());
    for (const entry of [...this.workers]) {
      entry.gone = true;
      this.retire(entry, "the render pool was closed");
    }
    await Promise.all(stopping);
  }
}

/** Runs `work` with a pool opened for it and closed after it (the build's, and `pnpm regenerate`'s). */
export async function withRenderPool<O, T>(
  options: RenderPoolOptions<O>,
  work: (pool: RenderPool<O>) => Promise<T>,
): Promise<T> {
  const pool = new RenderPool(options);
  try {
    return await work(pool);
  } finally {
    await pool.close();
  }
}
