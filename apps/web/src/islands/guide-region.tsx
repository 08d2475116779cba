/**
 * Where the guide request's form sits on /free-guide, between two empty <template> markers: the server swaps what
 * lies between them for the island showing the source the visitor came from (?source=…) or its answer to a plain
 * (no-script) post of the form (src/server/lead-form-post.ts): 'Thank You!', or the visitor's values with the fields'
 * messages, or the error text. The island hydrates that answer as it is.
 */
import { leadDisclosureText } from "@tupelo-medicare/lead-forms/contract";
import { buildLeadSubmission } from "@tupelo-medicare/lead-forms";
import { bootOf } from "../app/boot.js";
import { fillIslandRegions } from "./fill-island-regions.js";
import { GUIDE_REGION, regionMarkers } from "./island-region.js";
import LeadFormIsland from "./lead-form-island.js";
import type { LeadFormIslandProps } from "./lead-form-island.js";

/** Whether a prerendered page holds the guide request's form. */
export const hasGuideRegion = (shell: string): boolean => shell.includes(regionMarkers(GUIDE_REGION).start);

/** The page with its guide request showing `props` (source, answer). Throws when the page has no such form. */
export function fillGuideRegion(shell: string, props: LeadFormIslandProps): string {
  return fillIslandRegions<LeadFormIslandProps>(shell, GUIDE_REGION, LeadFormIsland, () => props);
}

/** The disclosure the page's form showed (what the island sends with a request). */
export function guideWordingOf(shell: string): { disclosureText: string } {
  return { disclosureText: leadDisclosureText(bootOf(shell).site.brand) };
}

/** The JSON webhook body the island would send for these values (the server posts it on a no-script visitor's behalf). */
export { buildLeadSubmission };
