/** What the queue's and the lifecycle's tests share: they replace the pass (runPass), so the site is never rendered. */
import type { RegenerateResult } from "./site-pass.js";
import type { SiteDefinition } from "./site-renderer.js";

export const unrenderedSite: SiteDefinition<null> = {
  rendererOptions: null,
  createRenderer: () => Promise.reject(new Error("not rendered in these tests")),
  siteUrl: "https://example.test",
  fileFor: (path) => `${path.slice(1)}/index.html`,
  searchIndexFile: "search-index.json",
};

/** A pass's result that rendered `rendered` and changed nothing else. */
export const passResult = (rendered: string[]): RegenerateResult => ({
  rendered,
  added: [],
  removed: [],
  redirected: {},
  redirects: {},
  precacheChanged: false,
  ms: 1,
  steps: {},
});
