/**
 * The browser side: the HTML is prerendered and complete, so the only work here is scheduling each island's
 * hydration at its moment (data-hydrate: load, visible, interaction, scroll). React itself and each island's code
 * load with the first island that needs them (islands/hydrate-island.tsx), so a page nobody touches runs no React.
 * No router, query cache, content client or page code ships to the browser: links are ordinary page loads.
 */
import { BOOT_ELEMENT_ID } from "./app/boot.js";
import { startImages } from "./app/image-runtime.js";
import { startStickyBars } from "./app/sticky-bars.js";
import { startVideos } from "./app/video-runtime.js";
import type { BootData } from "./app/boot.js";
import { hydrateWhen } from "./islands/hydrate-when.js";
import { HYDRATION_STRATEGIES, ISLANDS } from "./islands/islands.js";
import type { HydrationStrategy, IslandDefinition, IslandName } from "./islands/islands.js";
import type * as HydrateIslandModule from "./islands/hydrate-island.js";
import "./styles.css";

/** Everything runs once the document is parsed: the boot data and the islands are all in the DOM by then. */
function start(): void {
  const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? "{}") as BootData;

  let hydrator: Promise<typeof HydrateIslandModule> | undefined;
  const hydrateIsland = async (element: HTMLElement, index: number) =>
    (await (hydrator ??= import("./islands/hydrate-island.js"))).hydrateIsland(element, index, boot.site);

  // Images, cards and videos need no React: plain scripts load them near the viewport and show their placeholder or
  // failure message (with Try Again) when they fail.
  startImages();
  startVideos();
  // The sticky bars' real heights for the scroll padding that keeps the focus clear of them.
  startStickyBars();

  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((element, index) => {
    // The moment the page chose for this use (data-hydrate), else the island's own.
    const chosen = element.dataset.hydrate as HydrationStrategy | undefined;
    const definition = ISLANDS[element.dataset.island as IslandName] as IslandDefinition | undefined;
    const strategy = definition?.atLoad?.(JSON.parse(element.dataset.props ?? "{}"))
      ? "load"
      : chosen && HYDRATION_STRATEGIES.includes(chosen)
        ? chosen
        : (definition?.hydrate ?? "load");
    const live = hydrateWhen(element, strategy, () => hydrateIsland(element, index));
    live.catch((error: unknown) =>
      console.error(`The ${element.dataset.island ?? "unknown"} island could not be hydrated`, error),
    );
    return { strategy, live };
  });
  // The page is ready once the islands that hydrate at load are live (the others wait for the visitor).
  void Promise.allSettled(islands.filter((island) => island.strategy === "load").map((island) => island.live)).then(
    () => {
      document.documentElement.dataset.hydrated = "true";
    },
  );

  // docs/product.md (Pages and routes): the not-found page logs the missing path.
  if (boot.notFound) console.warn(`404: no page at ${window.location.pathname}`);
  if (boot.config?.webVitals) void import("./app/web-vitals.js").then(({ startWebVitals }) => startWebVitals());

  // The installable-app runtime (service worker, notices, saved submissions; no React) loads once the page has loaded
  // and the browser is idle, so its requests never compete with the page's first paint.
  const startPwa = () =>
    void import("./app/pwa-runtime.js").then(
      (pwa) => pwa.startPwa(),
      (error: unknown) => console.warn("[pwa] Could not start:", error),
    );
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(startPwa, { timeout: 2000 })
      : setTimeout(startPwa, 200);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
