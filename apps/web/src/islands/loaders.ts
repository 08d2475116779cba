/** The browser side of catalog.ts: one code-split import per island, and when each one hydrates. */
import type { ComponentType } from "react";
import type { IslandName } from "./catalog.js";

type Loader = () => Promise<{ default: ComponentType<never> }>;

export const ISLAND_LOADERS: Record<IslandName, Loader> = {
  header: () => import("./header-island.js"),
  "mobile-bar": () => import("./mobile-bar-island.js"),
  "lead-button": () => import("./lead-button-island.js"),
  "content-card": () => import("./content-card-island.js"),
  image: () => import("./image-island.js"),
  video: () => import("./video-island.js"),
  timeline: () => import("./timeline-island.js"),
  "contact-form": () => import("./contact-form-island.js"),
  "category-select": () => import("./category-select-island.js"),
};

/**
 * When an island's code loads and hydrates:
 * - 'load': at once (the page's main interactive parts);
 * - 'visible': when it comes within 200 px of the viewport (cards, images, players further down);
 * - 'interaction': at the first sign of use — pointer over it, touch, or keyboard focus inside it. The header
 *   is prerendered with working links; only its menu buttons need code, and a press that comes before the code
 *   is replayed once the island is live. The blog's category dropdown (a large listbox) works the same way.
 */
export type HydrationStrategy = "load" | "visible" | "interaction";

export const ISLAND_HYDRATION: Record<IslandName, HydrationStrategy> = {
  header: "interaction",
  "mobile-bar": "load",
  "lead-button": "visible",
  "content-card": "visible",
  image: "visible",
  video: "visible",
  timeline: "visible",
  "contact-form": "load",
  "category-select": "interaction",
};

/** How far outside the viewport a 'visible' island starts hydrating. */
export const VISIBLE_ROOT_MARGIN = "200px";
