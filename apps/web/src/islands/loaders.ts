/** The browser side of catalog.ts: for each island, its code-split import and when it hydrates. */
import type { ComponentType } from "react";
import type { IslandName } from "./catalog.js";

/**
 * When an island's code loads and hydrates:
 * - 'load': at once (the page's main interactive parts);
 * - 'visible': when it comes within 200 px of the viewport (cards, images, players further down);
 * - 'interaction': at the first sign of use — pointer over it, touch, or keyboard focus inside it. The header
 *   is prerendered with working links; only its menu buttons need code, and a press that comes before the code
 *   is replayed once the island is live. The blog's category dropdown (a large listbox) works the same way.
 */
export type HydrationStrategy = "load" | "visible" | "interaction";

export interface BrowserIsland {
  load: () => Promise<{ default: ComponentType<never> }>;
  hydrate: HydrationStrategy;
}

export const BROWSER_ISLANDS: Record<IslandName, BrowserIsland> = {
  header: { load: () => import("./header-island.js"), hydrate: "interaction" },
  "mobile-bar": { load: () => import("./mobile-bar-island.js"), hydrate: "load" },
  "lead-button": { load: () => import("./lead-button-island.js"), hydrate: "visible" },
  "content-card": { load: () => import("./content-card-island.js"), hydrate: "visible" },
  image: { load: () => import("./image-island.js"), hydrate: "visible" },
  video: { load: () => import("./video-island.js"), hydrate: "visible" },
  timeline: { load: () => import("./timeline-island.js"), hydrate: "visible" },
  "contact-form": { load: () => import("./contact-form-island.js"), hydrate: "load" },
  "category-select": { load: () => import("./category-select-island.js"), hydrate: "interaction" },
  // Only on /search; its engine and index load on the first query the browser answers itself.
  search: { load: () => import("./search-island.js"), hydrate: "load" },
};

/** How far outside the viewport a 'visible' island starts hydrating. */
export const VISIBLE_ROOT_MARGIN = "200px";
