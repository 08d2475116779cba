/**
 * An island the server can render again on request, with props of the request's own (search results, a bookmarked
 * timeline), without rendering the whole page: the prerender puts it between two empty <template> markers, and
 * fillIslandRegions (fill-island-regions.tsx, server only) swaps what lies between them for the island rendered with the new props. Its React ids follow
 * its document order, as in the prerender, so the browser hydrates the new markup with no mismatch.
 */
import { Island } from "./island.js";
import type { IslandName, IslandPropsOf } from "./islands.js";

/**
 * The regions of the site: /search's results, 'Your Medicare timeline' and the Medicare money calculators wherever they
 * are embedded, and the contact form and the guide request (the server's answer to their plain, no-script posts).
 */
export const SEARCH_REGION = "search";
export const TIMELINE_REGION = "timeline";
export const MONEY_REGION = "money";
export const CONTACT_REGION = "contact";
export const GUIDE_REGION = "guide";
export const BOOKING_REGION = "booking";

/** The markers of a region named `region` (the attribute is `data-{region}-region`). */
export const regionMarkers = (region: string) => ({
  start: `<template data-${region}-region="start"></template>`,
  end: `<template data-${region}-region="end"></template>`,
});

/** `<Island>` between the region's two markers. */
export function IslandRegion<N extends IslandName>({
  region,
  name,
  props,
}: {
  region: string;
  name: N;
  props: IslandPropsOf<N>;
}) {
  const attribute = `data-${region}-region`;
  return (
    <>
      <template {...{ [attribute]: "start" }} />
      <Island name={name} props={props} />
      <template {...{ [attribute]: "end" }} />
    </>
  );
}
