import { describe, expect, it } from "vitest";
import { createSearchIndex, loadSearchIndex } from "./search-index.js";
import { editDistance, fuzzyDistance, MAX_QUERY_TERMS, MAX_SUGGEST_EDITS, search, suggest } from "./search.js";
import { extendSynonyms, DEFAULT_SYNONYMS } from "./synonyms.js";
import type { SearchDocument } from "./types.js";

const doc = (id: string, title: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  kind: "article",
  title,
  url: `/blog/${id}`,
  keywords: [],
  headings: [],
  body,
  ...extra,
});

const documents: SearchDocument[] = [
  doc(
    "part-d-penalty",
    "How to Avoid the Part D Late Enrollment Penalty",
    "Go 63 days without drug coverage and a penalty is added to your premium.",
  ),
  doc("medigap", "Medicare Supplement Plans, Explained", "Plan G and Plan N are the most popular supplement plans.", {
    kind: "page",
    url: "/plans/medicare-supplements",
  }),
  doc("irmaa", "What Is IRMAA?", "Higher incomes pay more for Part B and Part D.", {
    date: "2025-10-01",
    description: "Income-related premiums.",
  }),
  doc("dental", "Dental, Vision and Hearing", "Original Medicare does not cover routine dental care.", {
    kind: "guide",
    url: "/resources/guides/dental",
  }),
  doc("video", "Turning 65: Your First Steps", "Step one: mark your Initial Enrollment Period.", {
    kind: "video",
    url: "/videos/watch/turning-65",
  }),
];

const index = loadSearchIndex(createSearchIndex(documents));
const ids = (query: string, options = {}) => search(index, query, options).map((result) => result.id);

describe("search", () => {
  it("ranks the page whose title holds the query first", () => {
    expect(ids("part d penalty")[0]).toBe("part-d-penalty");
  });

  it("returns display fields, a score and an excerpt with matched segments", () => {
    const [result] = search(index, "irmaa");
    expect(result).toMatchObject({
      id: "irmaa",
      kind: "article",
      title: "What Is IRMAA?",
      url: "/blog/irmaa",
      date: "2025-10-01",
      description: "Income-related premiums.",
    });
    expect(result!.score).toBeGreaterThan(0);
    // "Higher incomes" match through IRMAA's synonym "higher income premium".
    expect(result!.excerpt.map((segment) => segment.text).join("")).toBe(
      "Higher incomes pay more for Part B and Part D.",
    );
    expect(result!.excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      "Higher",
      "incomes",
    ]);
  });

  it("tolerates one typo in 4-6 letter words and two in longer ones, none in short words or numbers", () => {
    expect([
      fuzzyDistance("gap"),
      fuzzyDistance("plan"),
      fuzzyDistance("dental"),
      fuzzyDistance("penalty"),
      fuzzyDistance("2026"),
    ]).toEqual([0, 1, 1, 2, 0]);
    expect(ids("dentl")).toEqual(["dental"]);
    expect(ids("suplemment")).toContain("medigap");
  });

  it("matches the last word as a prefix while it is being typed", () => {
    expect(ids("supp")).toContain("medigap");
    const [result] = search(index, "popular supp");
    expect(result?.excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual([
      "popular",
      "supplement",
    ]);
  });

  it("requires every word, then falls back to any word when nothing has them all", () => {
    expect(ids("dental penalty")).toEqual(expect.arrayContaining(["dental", "part-d-penalty"]));
    expect(ids("dental medicare")).toEqual(["dental"]);
  });

  it("applies synonyms and misspellings at query time", () => {
    expect(ids("medigap")).toContain("medigap");
    expect(ids("irmma")[0]).toBe("irmaa");
    expect(ids("drug plan penelty")[0]).toBe("part-d-penalty");
  });

  it("takes a site's own synonyms", () => {
    const extended = loadSearchIndex(createSearchIndex(documents), {
      synonyms: extendSynonyms(DEFAULT_SYNONYMS, { groups: [["teeth", "dental"]] }),
    });
    expect(search(extended, "teeth").map((result) => result.id)).toEqual(["dental"]);
    expect(ids("teeth")).toEqual([]);
  });

  it("filters by kind and limits the count", () => {
    expect(ids("medicare", { kinds: ["guide"] })).toEqual(["dental"]);
    expect(ids("part", { limit: 1 })).toHaveLength(1);
  });

  it("returns nothing for an empty or stop-word-only query", () => {
    expect(ids("")).toEqual([]);
    expect(ids("the and of")).toEqual([]);
  });
});

describe("ceilings of a query's work", () => {
  it("counts only the first MAX_QUERY_TERMS (6) terms", () => {
    expect(MAX_QUERY_TERMS).toBe(6);
    const nonsense = ["qqqa", "qqqb", "qqqc", "qqqd", "qqqe", "qqqf"];
    // Within the first six, "dental" is found (any term may match when all cannot); as a seventh it is not looked at.
    expect(ids(`${nonsense.slice(0, 5).join(" ")} dental`)).toEqual(["dental"]);
    expect(ids(`${nonsense.join(" ")} dental`)).toEqual([]);
  });

  it("cuts a term to 24 letters: a long random word costs what a 24-letter one does, and finds what its cut finds", () => {
    const long = "premium" + "x".repeat(10_000);
    expect(search(index, long)).toEqual(search(index, long.slice(0, 24)));
    expect(suggest(index, long)).toBeNull();
  });
});

describe("suggest", () => {
  it("offers the closest indexed words for a query that found nothing", () => {
    expect(ids("dentle vishun")).toEqual([]);
    expect(suggest(index, "dentle vishun")).toBe("dental vision");
  });

  it("keeps known words and returns null when there is nothing better", () => {
    expect(suggest(index, "dental")).toBeNull();
    expect(suggest(index, "zzzzqqq")).toBeNull();
  });

  it("looks no further than MAX_SUGGEST_EDITS (2) edits away", () => {
    expect(MAX_SUGGEST_EDITS).toBe(2);
    // "premium" is in the index: two edits away is offered, three is not (the old distance 3 offered it).
    expect(suggest(index, "prxmixm")).toBe("premium");
    expect(suggest(index, "prxmxxm")).toBeNull();
  });

  it("measures edits as Levenshtein distance", () => {
    expect(editDistance("turnign", "turning")).toBe(2);
    expect(editDistance("irmma", "irmaa")).toBe(1);
  });
});

describe("loadSearchIndex", () => {
  it("reads the JSON text as well as the object", () => {
    const fromText = loadSearchIndex(JSON.stringify(createSearchIndex(documents)));
    expect(search(fromText, "irmaa")[0]?.id).toBe("irmaa");
    expect(fromText.documentCount).toBe(5);
  });

  it("refuses a file of another version or shape", () => {
    const json = createSearchIndex(documents);
    expect(() => loadSearchIndex({ ...json, version: 0 })).toThrow(/version 0.*Rebuild/);
    expect(() => loadSearchIndex("{}")).toThrow(/not a search index/);
  });
});

describe("createSearchIndex", () => {
  it("stores at most the start of each body for excerpts, cut at a word", () => {
    const long = doc("long", "Long", "word ".repeat(400));
    const [stored] = createSearchIndex([long], { excerptSourceLength: 50 }).documents;
    expect(stored!.text.length).toBeLessThanOrEqual(50);
    expect(stored!.text.endsWith("word")).toBe(true);
  });

  it("indexes the whole body even so", () => {
    const long = doc("long", "Long", `${"word ".repeat(400)}needle`);
    expect(
      search(loadSearchIndex(createSearchIndex([long], { excerptSourceLength: 50 })), "needle").map(
        (result) => result.id,
      ),
    ).toEqual(["long"]);
  });

  it("rejects two documents with one id", () => {
    expect(() => createSearchIndex([documents[0]!, documents[0]!])).toThrow(/id 'part-d-penalty'/);
  });
});
