/**
 * Renders many pages on worker threads (one per core), several pages in flight per worker. A page that does not
 * answer within `jobTimeoutMs` fails (and so does its pass), and its worker, which may be stuck, is stopped; the next
 * pass starts a new one. Each worker runs under `resourceLimits`, so a render that runs away with memory stops its
 * own worker, not the process. One hung page can therefore neither block the queue nor hold the build folder's lock.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ResourceLimits } from "node:worker_threads";
import type { RenderAnswer, RenderJob } from "./render-worker.js";
import type { SiteRendererOptions } from "./site-renderer.js";
import { raceAbort } from "./race-abort.js";

/** A page that takes longer than this fails, and its worker is replaced. */
export const DEFAULT_JOB_TIMEOUT_MS = 60_000;

/**
 * Each worker's heap limit. Rendering the 1,000-post space (bench/large-space.ts) three pages at a time, as a worker
 * does, peaked at 470 MB of heap in one thread (400 pages, 2026-11); 1 GiB leaves twice that, and a runaway render
 * stops its own worker instead of the server.
 */
export const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 };

export interface RenderPoolOptions extends Omit<SiteRendererOptions, "logger"> {
  /** The worker script (render-worker.ts through tsx, or its built .js). */
  workerUrl: URL;
  /** @defaultValue the number of cores, at most 4 */
  workers?: number;
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
  /** Memory limits of each worker. @defaultValue DEFAULT_RESOURCE_LIMITS */
  resourceLimits?: ResourceLimits;
}

export interface RenderPassOptions {
  /** Abandons the pass: it rejects with the signal's reason and the workers busy with it are stopped. */
  signal?: AbortSignal | undefined;
  /** Called with each page's answer as it arrives. */
  onDone?: ((answer: RenderAnswer & { status: number }) => void) | undefined;
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

/** Renders every job on workers started for this call; resolves with each page's answer, rejects on the first failure. */
export async function renderWithWorkers(
  options: RenderPoolOptions,
  jobs: RenderJob[],
  pass: RenderPassOptions = {},
): Promise<Map<string, RenderAnswer>> {
  const count = Math.max(1, Math.min(options.workers ?? Math.min(availableParallelism(), 4), jobs.length));
  const pool = new PersistentRenderPool({ ...options, workers: count });
  try {
    return await pool.render(jobs, pass);
  } finally {
    await pool.close();
  }
}

/**
 * Render workers kept alive between regenerations (the running server's): the server's own event loop stays free
 * for visitors while pages render, and a pass does not pay the workers' start-up. Jobs of one pass carry its number
 * (a fresh renderer per pass) and each job its own id, so a late answer of an abandoned pass reaches nobody.
 */
export class PersistentRenderPool {
  private readonly workers: PoolWorker[] = [];
  private passes = 0;
  private jobIds = 0;
  private closed = false;
  private idle: NodeJS.Timeout | undefined;
  /** Passes rendering now (the idle timer runs only when there are none). */
  private active = 0;

  constructor(private readonly options: RenderPoolOptions) {}

  private get jobTimeoutMs(): number {
    return this.options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  }

  private start(): void {
    const count = Math.max(1, this.options.workers ?? Math.min(availableParallelism(), 4));
    while (this.workers.length < count) this.workers.push(this.spawn());
  }

  private spawn(): PoolWorker {
    const {
      workerUrl,
      execArgv,
      workers: _workers,
      inFlight: _inFlight,
      idleMs: _idleMs,
      jobTimeoutMs: _jobTimeoutMs,
      resourceLimits,
      ...rendererOptions
    } = this.options;
    const worker = new Worker(workerUrl, {
      workerData: rendererOptions,
      resourceLimits: resourceLimits ?? DEFAULT_RESOURCE_LIMITS,
      ...(execArgv ? { execArgv } : {}),
    });
    // An idle pool never keeps the process alive; a pass in progress does, through its jobs' timers.
    worker.unref();
    const entry: PoolWorker = { worker, ready: Promise.resolve(), jobs: new Map(), gone: false };
    let failure: Error | undefined;
    entry.ready = new Promise<void>((resolve, reject) => {
      // Loading the SSR bundle and one warm-up render: generous, but bounded like a page.
      const startLimit = 2 * this.jobTimeoutMs;
      const timer = setTimeout(() => {
        reject(new Error(`A render worker did not start within ${Math.round(startLimit / 1000)} s; it was stopped.`));
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
      worker.on("error", (error) => (failure = error));
      worker.on("exit", (code) => {
        clearTimeout(timer);
        const reason = failure ? failure.message : `exit code ${code}`;
        reject(new Error(`A render worker stopped before it was ready (${reason}).`));
        this.retire(entry, `its render worker stopped (${reason})`);
      });
    });
    // A failed start also fails the pass that waits for it; named here too, for a pool warmed with no pass waiting.
    entry.ready.catch((error: unknown) =>
      console.warn(`[regenerate] ${error instanceof Error ? error.message : String(error)}`),
    );
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

  /**
   * Starts the workers now (they load the SSR bundle), so the first pass does not wait for them; they go again
   * after `idleMs` when no pass comes.
   */
  warm(): void {
    if (this.closed) return;
    this.start();
    if (this.active === 0) this.retireWhenIdle();
  }

  /** Renders one pass's jobs (a fresh renderer per pass); rejects on the first failure. */
  async render(jobs: RenderJob[], pass: RenderPassOptions = {}): Promise<Map<string, RenderAnswer>> {
    if (this.closed) throw new Error("The render pool is closed.");
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
    { signal, onDone }: RenderPassOptions,
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
              if (finished) return;
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
