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
}

/** Renders every job; resolves with each page's answer, rejects on the first failure. */
export async function renderWithWorkers(options: RenderPoolOptions, jobs: RenderJob[], onDone?: (answer: RenderAnswer & { status: number }) => void): Promise<Map<string, RenderAnswer>> {
  const count = Math.max(1, Math.min(options.workers ?? Math.min(availableParallelism(), 4), jobs.length));
  const inFlight = options.inFlight ?? 3;
  const { workerUrl, execArgv, workers: _workers, inFlight: _inFlight, ...rendererOptions } = options;
  const answers = new Map<string, RenderAnswer>();
  let next = 0;
  const pool: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, () =>
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
