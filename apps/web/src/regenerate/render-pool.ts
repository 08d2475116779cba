/** Renders many pages on worker threads (one per core), several pages in flight per worker. */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { RenderAnswer, RenderJob } from "./render-worker.js";
import type { SiteRendererOptions } from "./site-renderer.js";

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
}

/** Renders every job; resolves with each page's answer, rejects on the first failure. */
export async function renderWithWorkers(
  options: RenderPoolOptions,
  jobs: RenderJob[],
  onDone?: (answer: RenderAnswer & { status: number }) => void,
): Promise<Map<string, RenderAnswer>> {
  const count = Math.max(1, Math.min(options.workers ?? Math.min(availableParallelism(), 4), jobs.length));
  const inFlight = options.inFlight ?? 3;
  const { workerUrl, execArgv, workers: _workers, inFlight: _inFlight, ...rendererOptions } = options;
  const answers = new Map<string, RenderAnswer>();
  let next = 0;
  const pool: Worker[] = [];
  try {
    await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(workerUrl, { workerData: rendererOptions, ...(execArgv ? { execArgv } : {}) });
            pool.push(worker);
            let active = 0;
            const feed = () => {
              while (active < inFlight && next < jobs.length) {
                active += 1;
                worker.postMessage(jobs[next++]);
              }
              if (active === 0 && next >= jobs.length) resolve();
            };
            worker.on("message", (message: RenderAnswer | { ready: true }) => {
              if ("ready" in message) return feed();
              active -= 1;
              if ("error" in message) return reject(new Error(`Page ${message.page} failed: ${message.error}`));
              answers.set(message.page, message);
              onDone?.(message);
              feed();
            });
            worker.on("error", reject);
            worker.on("exit", (code) => {
              if (code !== 0) reject(new Error(`A render worker stopped (exit code ${code}).`));
            });
          }),
      ),
    );
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
  return answers;
}

/**
 * Render workers kept alive between regenerations (the running server's): the server's own event loop stays free
 * for visitors while pages render, and a pass does not pay the workers' start-up. Jobs of one pass carry its number.
 */
export class PersistentRenderPool {
  private readonly workers: Array<{ worker: Worker; ready: Promise<void> }> = [];
  private readonly waiting = new Map<string, { resolve: (answer: RenderAnswer) => void }>();
  private passes = 0;
  private closed = false;
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly options: RenderPoolOptions) {}

  private start(): void {
    const count = Math.max(1, this.options.workers ?? Math.min(availableParallelism(), 4));
    const {
      workerUrl,
      execArgv,
      workers: _workers,
      inFlight: _inFlight,
      idleMs: _idleMs,
      ...rendererOptions
    } = this.options;
    for (let index = this.workers.length; index < count; index += 1) {
      const worker = new Worker(workerUrl, { workerData: rendererOptions, ...(execArgv ? { execArgv } : {}) });
      worker.unref();
      const ready = new Promise<void>((resolve, reject) => {
        worker.once("message", () => resolve());
        worker.once("error", reject);
      });
      // A failed start is reported by the pass that waits for it.
      ready.catch(() => undefined);
      worker.on("message", (message: RenderAnswer | { ready: true }) => {
        if ("ready" in message) return;
        const key = message.page;
        this.waiting.get(key)?.resolve(message);
        this.waiting.delete(key);
      });
      const entry = { worker, ready };
      worker.on("exit", () => {
        // Jobs in flight on a dead worker fail; the next pass starts a new one.
        const position = this.workers.indexOf(entry);
        if (position >= 0) this.workers.splice(position, 1);
        for (const [key, waiter] of this.waiting) waiter.resolve({ page: key, error: "A render worker stopped." });
        this.waiting.clear();
      });
      this.workers.push(entry);
    }
  }

  /** Starts the workers now (they load the SSR bundle), so the first pass does not wait for them. */
  warm(): void {
    if (!this.closed) this.start();
  }

  /** Renders one pass's jobs (a fresh renderer per pass); rejects on the first failure. */
  async render(jobs: RenderJob[]): Promise<Map<string, RenderAnswer>> {
    if (this.closed) throw new Error("The render pool is closed.");
    if (this.idle) clearTimeout(this.idle);
    this.start();
    try {
      return await this.renderPass(jobs);
    } finally {
      this.retireWhenIdle();
    }
  }

  /** After `idleMs` without a pass the workers exit (memory back to the system); the next pass starts them again. */
  private retireWhenIdle(): void {
    if (this.closed) return;
    this.idle = setTimeout(() => {
      for (const { worker } of this.workers.splice(0)) void worker.terminate();
    }, this.options.idleMs ?? 600_000);
    this.idle.unref();
  }

  private async renderPass(jobs: RenderJob[]): Promise<Map<string, RenderAnswer>> {
    await Promise.all(this.workers.map((entry) => entry.ready));
    const pass = (this.passes += 1);
    const inFlight = this.options.inFlight ?? 3;
    const answers = new Map<string, RenderAnswer>();
    let next = 0;
    await Promise.all(
      this.workers.map(async ({ worker }) => {
        const lanes = Array.from({ length: inFlight }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            const answer = await new Promise<RenderAnswer>((resolve) => {
              this.waiting.set(job.page, { resolve });
              worker.postMessage({ ...job, pass } satisfies RenderJob);
            });
            if ("error" in answer) throw new Error(`Page ${answer.page} failed: ${answer.error}`);
            answers.set(answer.page, answer);
          }
        });
        await Promise.all(lanes);
      }),
    );
    return answers;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
