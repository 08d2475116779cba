/**
 * A render worker (worker_threads) of the render pool: renders the pages the pass hands it, compresses and writes them
 * (the build: in place, atomically; a regeneration: staged under temporary names, which the pass's thread renames into
 * place when it swaps the pass's pages in), and answers with what each page read. The site's worker script is one
 * call: `runRenderWorker(createSiteRenderer)`.
 */
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { messageOf } from "./error-text.js";
import { compressPage, stageFile } from "./site-files.js";
import type { StagedFileDescription } from "./site-files.js";
import type { CreateSiteRenderer, RenderedPage } from "./site-renderer.js";

export interface RenderJob {
  /** The record page (a path, or a pseudo page). */
  page: string;
  /** The path rendered, and the file written. */
  path: string;
  file: string;
  scripts: boolean;
  /**
   * What becomes of the page: `commit` writes it in place (the build), `stage` writes it under temporary names and
   * answers with them (a regeneration swaps its pages in together: stagedFileOf), `html` answers with its HTML.
   */
  output: "commit" | "stage" | "html";
  /** Jobs of one pass share a renderer (one read cache); a new pass number starts a fresh one. @defaultValue 0 */
  pass?: number;
  /** Set by the pool, echoed in the answer: an answer reaches only the job that asked for it. */
  id?: number;
}

export type RenderAnswer =
  | {
      page: string;
      status: number;
      reads: RenderedPage["reads"];
      /** With `output: "html"`. */
      html?: string;
      /** With `output: "stage"`: the page's temporary files, for the pass to commit or discard. */
      staged?: StagedFileDescription;
      id?: number;
    }
  | { page: string; error: string; id?: number };

/** What the pool hands each worker it starts. */
export interface RenderWorkerData<O = unknown> {
  /** The site's renderer options (SiteDefinition.rendererOptions). */
  rendererOptions: O;
  /** The build folder (pages are written under its client/). */
  distDir: string;
}

/** Runs this worker thread as a render worker of the pool, rendering with the site's renderer. */
export function runRenderWorker<O>(createRenderer: CreateSiteRenderer<O>): void {
  if (!parentPort) throw new Error("runRenderWorker runs in a worker thread started by the render pool.");
  void serve(createRenderer);
}

async function serve<O>(createRenderer: CreateSiteRenderer<O>): Promise<void> {
  const { rendererOptions, distDir } = workerData as RenderWorkerData<O>;
  const clientDir = join(distDir, "client");
  let current = { pass: 0, renderer: createRenderer(rendererOptions) };
  // One throw-away render before the first job: React and the page code run compiled from the first real page on
  // (the server's first regeneration after a start otherwise pays about a second more).
  // A failure here is named, not fatal: the worker still serves its jobs, and the job that renders "/" fails with it.
  await (
    await current.renderer
  )
    .render("/")
    .catch((error: unknown) =>
      console.warn(
        `[regenerate] a render worker's warm-up render of / failed (its first page pays the start-up instead): ${messageOf(error)}`,
      ),
    );
  parentPort!.on("message", (job: RenderJob) => {
    void (async () => {
      try {
        // A persistent worker (the running server's) reads each pass's content afresh.
        if ((job.pass ?? 0) !== current.pass)
          current = { pass: job.pass ?? 0, renderer: createRenderer(rendererOptions) };
        const renderer = await current.renderer;
        const page = await renderer.render(job.path, job.scripts ? {} : { scripts: false });
        if (job.output === "html") {
          parentPort!.postMessage({
            page: job.page,
            status: page.status,
            reads: page.reads,
            html: page.html,
            id: job.id,
          } satisfies RenderAnswer);
          return;
        }
        const staged = await stageFile(clientDir, job.file, await compressPage(page.html));
        if (job.output === "commit") staged.commit();
        parentPort!.postMessage({
          page: job.page,
          status: page.status,
          reads: page.reads,
          ...(job.output === "stage" ? { staged: staged.description } : {}),
          id: job.id,
        } satisfies RenderAnswer);
      } catch (error) {
        parentPort!.postMessage({
          page: job.page,
          error: messageOf(error),
          id: job.id,
        } satisfies RenderAnswer);
      }
    })();
  });
  parentPort!.postMessage({ ready: true });
}
