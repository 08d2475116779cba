import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { beforeAll, describe, expect, it } from "vitest";
import { documentsFromContent } from "./content.js";
import { createSearchIndex, loadSearchIndex } from "./search-index.js";
import type { SearchIndex } from "./search-index.js";
import { search } from "./search.js";

// Real queries against the real embedded content space: the expected page must be in the top 3.
const QUERIES: Array<[query: string, expectedUrl: string]> = [
  // The four typo queries the brief names.
  ["medigap plam g", "/blog/medigap-plan-g-vs-plan-n"],
  ["irmma", "/blog/what-is-irmaa"],
  ["penelty part d", "/blog/avoiding-the-part-d-late-penalty"],
  ["turnign 65", "/blog/turning-65-medicare-checklist"],
  // Topics.
  ["part b late penalty", "/videos/watch/avoiding-late-penalties"],
  ["medicare advantage vs medigap", "/blog/medicare-advantage-vs-medigap"],
  ["enrollment periods", "/medicare/enrollment-periods"],
  ["dental vision hearing", "/plans/additional-coverage"],
  ["rural mississippi", "/blog/medicare-in-rural-mississippi"],
  ["extra help", "/resources/guides/extra-help-and-savings-programs"],
  ["what is medicare", "/medicare/what-is-medicare"],
  ["four parts", "/medicare/four-parts-of-medicare"],
  ["special enrollment period", "/medicare/enrollment-periods"],
  ["turning 65 checklist", "/resources/guides/turning-65-checklist"],
  ["medicare costs 2026", "/medicare/medicare-costs"],
  ["alabama medicare", "/medicare/by-state/alabama"],
  ["glossary", "/resources/glossary"],
  ["who is eligible for medicare", "/medicare/medicare-eligibility"],
  ["working past 65", "/blog/working-past-65-and-medicare"],
  ["helping a parent", "/blog/helping-a-parent-with-medicare"],
  ["part d out of pocket cap", "/blog/part-d-2100-out-of-pocket-cap"],
  ["2026 part b premium", "/blog/2026-part-b-premium-and-deductible"],
  ["medigap open enrollment", "/blog/medigap-open-enrollment-why-timing-matters"],
  ["initial enrollment period", "/blog/initial-enrollment-period-explained"],
  ["what does medicare advantage cover", "/blog/what-medicare-advantage-covers"],
  ["annual enrollment checklist", "/blog/annual-enrollment-period-checklist"],
  ["tennessee", "/medicare/by-state/tennessee"],
  ["dana whitfield", "/dana-whitfield-insurance"],
  // Synonyms.
  ["drug plan", "/plans/medicarepartd"],
  ["medicare supplement", "/plans/medicare-supplement"],
  ["low income subsidy", "/resources/guides/extra-help-and-savings-programs"],
  ["irma", "/blog/what-is-irmaa"],
  // Videos and guides by their titles.
  ["medigap plan g explained", "/videos/watch/medigap-plan-g-explained"],
  ["irmaa in plain english", "/videos/watch/irmaa-in-plain-english"],
  ["medicare parts a b c d explained", "/videos/watch/medicare-parts-a-b-c-d-explained"],
  ["hmos ppos and extras", "/videos/watch/medicare-advantage-basics"],
  ["questions to ask your agent", "/resources/guides/questions-to-ask-your-agent"],
  ["caregivers guide", "/resources/guides/caregivers-guide"],
  ["enrollment periods calendar", "/resources/guides/enrollment-periods-calendar"],
  ["medicare basics guide", "/resources/guides/medicare-basics-guide"],
  // Typos.
  ["medicar eligibility", "/medicare/medicare-eligibility"],
  ["suplement plans", "/plans/medicare-supplement"],
  ["medicare advantge", "/plans/medicare-advantage"],
  ["precription drug plan", "/plans/medicarepartd"],
  ["deductable part b 2026", "/blog/2026-part-b-premium-and-deductible"],
];

describe("relevance on the embedded content space", () => {
  let index: SearchIndex;

  beforeAll(async () => {
    const documents = await documentsFromContent(createEmbeddedContentClient({ strict: true }));
    index = loadSearchIndex(JSON.stringify(createSearchIndex(documents)));
  });

  it.each(QUERIES)("%s finds %s in the top 3", (query, expectedUrl) => {
    const top = search(index, query, { limit: 3 }).map((result) => result.url);
    expect(top).toContain(expectedUrl);
  });
});
