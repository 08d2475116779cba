/** The site's render worker (worker_threads), started by site-build's render pool: it renders with the site's renderer. */
import { runRenderWorker } from "@tupelo-medicare/site-build";
import { createSiteRenderer } from "./site-renderer.js";

runRenderWorker(createSiteRenderer);
