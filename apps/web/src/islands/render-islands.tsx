/** Server only: fills each island marker of a rendered page with the island's own render (its own React root). */
import { renderToString } from "react-dom/server";
import type { ComponentType } from "react";
import type { PublicConfig } from "../env.js";
import { ISLANDS } from "./catalog.js";
import { islandIdPrefix } from "./island-ids.js";
import { ISLAND_MARKER } from "./island.js";
import type { IslandCollector } from "./island.js";
import { IslandFrame } from "./island-frame.js";

/**
 * Radix Select renders a hidden native <select> for form submission when it cannot see its trigger yet, which is
 * always the case on the server; in the browser it renders none for a trigger outside a form (all of ours). Its lone
 * empty <option> is invalid HTML, and the browser's first render would not have it: the prerender drops it.
 */
const RADIX_BUBBLE_SELECT = /<select aria-hidden="true" tabindex="-1" style="position:absolute;border:0;width:1px;height:1px;[^"]*">(?:<option[^>]*><\/option>)*<\/select>/g;

export function renderIslands(html: string, collector: IslandCollector, config: PublicConfig): string {
  let index = 0;
  return html.replace(ISLAND_MARKER, (_marker, key: string) => {
    const record = collector.records.get(key);
    if (!record) throw new Error(`The island marked ${key} was not recorded during the render`);
    const Component = ISLANDS[record.name] as ComponentType<object>;
    return renderToString(
      <IslandFrame config={config}>
        <Component {...record.props} />
      </IslandFrame>,
      { identifierPrefix: islandIdPrefix(index++) },
    ).replace(RADIX_BUBBLE_SELECT, "");
  });
}
