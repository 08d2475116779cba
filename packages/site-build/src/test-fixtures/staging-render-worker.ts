// The real render worker (runRenderWorker) over a stand-in renderer: each page is its path repeated past the
// compression threshold; /fail throws; /slow-<ms> answers after that long (render-pool.test.ts's staging tests).
import { runRenderWorker } from "../render-worker.js";
import type { SiteRenderer } from "../site-renderer.js";

runRenderWorker(() =>
  Promise.resolve({
    render: async (path: string) => {
      if (path === "/fail") throw new Error("it broke");
      const slow = /^\/slow-(\d+)$/.exec(path);
      if (slow) await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
      return { path, status: 200, html: `<p>${path}</p>\n`.repeat(200), reads: [] };
    },
  } as unknown as SiteRenderer),
);
