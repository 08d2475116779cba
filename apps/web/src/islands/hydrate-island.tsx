/**
 * Browser only: hydrates one island. This module (React DOM, the island frame) loads with the first island whose
 * moment comes, never with the page itself, so a page nobody touches runs no React.
 */
import { startTransition } from "react";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { SiteIdentity } from "../app/site-identity.js";
import { islandIdPrefix } from "./island-ids.js";
import { IslandFrame } from "./island-frame.js";
import { loadIsland } from "./islands.js";
import type { IslandName } from "./islands.js";

/** Loads the island's code and hydrates it; resolves once it is live (marked data-hydrated="true"). */
export async function hydrateIsland(element: HTMLElement, index: number, site: SiteIdentity): Promise<void> {
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
        <IslandFrame site={site} onHydrated={onHydrated}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}
