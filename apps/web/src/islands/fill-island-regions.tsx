/** Server only: an island region of a prerendered page rendered again with the request's own props (island-region.tsx). */
import { renderToString } from "react-dom/server";
import type { ComponentType } from "react";
import { bootOf } from "../app/boot.js";
import { IslandFrame } from "./island-frame.js";
import { islandIdPrefix } from "./island-ids.js";
import { regionMarkers } from "./island-region.js";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An attribute's value as React wrote it, decoded. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_entity, name: string) => ENTITIES[name]!);
const ENTITIES: Record<string, string> = { quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">", amp: "&" };

const OPENING = /^<div data-island="([a-z-]+)" data-hydrate="([a-z]+)" data-props="([^"]*)" class="contents">/;

/**
 * The page with every region named `region` holding `Component` rendered with `propsOf(the props it was prerendered
 * with)`; each island keeps the hydration moment the page chose. Throws when the page has no such region.
 */
export function fillIslandRegions<P extends object>(
  shell: string,
  region: string,
  Component: ComponentType<P>,
  propsOf: (prerendered: P) => P,
): string {
  const { start: START, end: END } = regionMarkers(region);
  let html = "";
  let from = 0;
  for (;;) {
    const start = shell.indexOf(START, from);
    if (start < 0) break;
    const end = shell.indexOf(END, start);
    if (end < 0) break;
    const opening = OPENING.exec(shell.slice(start + START.length, end));
    if (!opening) throw new Error(`The ${region} region holds no island`);
    const props = propsOf(JSON.parse(unescapeAttribute(opening[3]!)) as P);
    // The island's React ids follow document order, as in the prerender.
    const order = shell.slice(0, start).split("data-island=").length - 1;
    const inner = renderToString(
      <IslandFrame site={bootOf(shell).site}>
        <Component {...props} />
      </IslandFrame>,
      { identifierPrefix: islandIdPrefix(order) },
    );
    html +=
      shell.slice(from, start + START.length) +
      `<div data-island="${opening[1]}" data-hydrate="${opening[2]}" data-props="${escapeAttribute(JSON.stringify(props))}" class="contents">${inner}</div>`;
    from = end;
  }
  if (from === 0) throw new Error(`The page has no ${region} region`);
  return html + shell.slice(from);
}
