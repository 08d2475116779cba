/**
 * The browser side: the HTML is prerendered and complete, so the only work here is hydrating the page's islands
 * (header, buttons, forms, lazy images, players), each from its own small chunk. No router, query cache,
 * content client or page code ships to the browser: links are ordinary page loads of prerendered pages.
 */
import { hydrateRoot } from "react-dom/client";
import { startTransition } from "react";
import type { ComponentType } from "react";
import { BOOT_ELEMENT_ID } from "./app/boot.js";
import type { BootData } from "./app/boot.js";
import { islandIdPrefix } from "./islands/island-ids.js";
import { IslandFrame } from "./islands/island-frame.js";
import { hydrateWhen } from "./islands/hydrate-when.js";
import { HYDRATION_STRATEGIES, ISLANDS, loadIsland } from "./islands/islands.js";
import type { HydrationStrategy, IslandName } from "./islands/islands.js";
import "./styles.css";

const boot = JSON.parse(document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? "{}") as BootData;

/** Loads the island's code and hydrates it; resolves once it is live (marked data-hydrated="true"). */
async function hydrateIsland(element: HTMLElement, index: number): Promise<void> {
  const name = element.dataset.island as IslandName;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const Component = (await loadIsland(name)) as ComponentType<object>;
  // One island per task, and each hydration interruptible (a transition): no long task blocks a tap or scroll.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise<void>((resolve) => {
    const onHydrated = () => {
      element.dataset.hydrated = "true";
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandFrame config={boot.config} onHydrated={onHydrated}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((element, index) => {
  // The moment the page chose for this use (data-hydrate), else the island's own.
  const chosen = element.dataset.hydrate as HydrationStrategy | undefined;
  const strategy = chosen && HYDRATION_STRATEGIES.includes(chosen) ? chosen : (ISLANDS[element.dataset.island as IslandName]?.hydrate ?? "load");
  const live = hydrateWhen(element, strategy, () => hydrateIsland(element, index));
  live.catch((error: unknown) => console.error(`The ${element.dataset.island ?? "unknown"} island could not be hydrated`, error));
  return { strategy, live };
});
// The page is ready once the islands that hydrate at load are live (the others wait for the visitor).
void Promise.allSettled(islands.filter((island) => island.strategy === "load").map((island) => island.live)).then(() => {
  document.documentElement.dataset.hydrated = "true";
});

// SPEC §2: the not-found page logs the missing path.
if (boot.notFound) console.warn(`404: no page at ${window.location.pathname}`);
if (boot.config?.webVitals) void import("./app/web-vitals.js").then(({ startWebVitals }) => startWebVitals());

// The installable-app runtime (service worker, notices, saved submissions) loads after the page has loaded.
const startPwa = () => void import("./app/pwa-notices.js").then((pwa) => pwa.startPwa(), (error: unknown) => console.warn("[pwa] Could not start:", error));
if (document.readyState === "complete") startPwa();
else window.addEventListener("load", startPwa, { once: true });
