/**
 * Server only (the SSR bundle): the regions a request asks for rendered again in the prerendered page, with the
 * props their registry entries (regions.ts) give for the request. Each region is filled on its own: one that fails
 * stays as prerendered (its island answers in the browser) and is named among the failures.
 */
import { fillIslandRegions } from "./fill-island-regions.js";
import { regionMarkers } from "./island-region.js";
import { loadIsland } from "./islands.js";
import type { IslandName, IslandPropsOf } from "./islands.js";
import { REGIONS, regionsAskedBy } from "./regions.js";
import type { RegionDefinition, RegionRequest, Regions } from "./regions.js";

export interface FilledRegions {
  /** The page with the regions filled; undefined when the page holds none of the regions asked for. */
  html: string | undefined;
  /** The regions asked for that the page holds but that could not be filled, with why (never the query). */
  failures: { region: string; error: unknown }[];
}

const OPENING = /^<div data-island="[a-z-]+" data-hydrate="[a-z]+" data-props="([^"]*)" class="contents">/;

/** The props each island of the named region was prerendered with, in document order. */
function prerenderedProps(shell: string, region: string): unknown[] {
  const { start, end } = regionMarkers(region);
  const props: unknown[] = [];
  for (let at = shell.indexOf(start); at >= 0; at = shell.indexOf(start, at + start.length)) {
    const close = shell.indexOf(end, at);
    const opening = OPENING.exec(shell.slice(at + start.length, close < 0 ? undefined : close));
    if (!opening) throw new Error(`The ${region} region holds no island`);
    props.push(JSON.parse(opening[1]!.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_m, name: string) => ENTITIES[name]!)));
  }
  return props;
}
const ENTITIES: Record<string, string> = { quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">", amp: "&" };

/**
 * The prerendered page `shell` with every region `request.url` asks for (and the page holds) showing its island
 * rendered with the request's props.
 */
export async function fillRegions(
  shell: string,
  request: RegionRequest,
  regions: Regions = REGIONS,
): Promise<FilledRegions> {
  let html: string | undefined;
  const failures: FilledRegions["failures"] = [];
  for (const name of regionsAskedBy(request.url, regions)) {
    // Any region's island and props: the registry's own types tie each region's props to its island.
    const definition = regions[name] as RegionDefinition<IslandName>;
    const page = html ?? shell;
    if (!definition.props || !page.includes(regionMarkers(name).start)) continue;
    try {
      const Component = await loadIsland(definition.island);
      const props = await Promise.all(
        prerenderedProps(page, name).map(async (one) => definition.props!(one as IslandPropsOf<IslandName>, request)),
      );
      let next = 0;
      let filled = fillIslandRegions<object>(page, name, Component, () => props[next++]!);
      if (definition.page) filled = definition.page(filled, props[0]!);
      html = filled;
    } catch (error) {
      failures.push({ region: name, error });
    }
  }
  return { html, failures };
}
