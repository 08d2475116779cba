import { describe, expect, it } from "vitest";
import { createSearchIndex, createSearchIndexAsync, leadText } from "./search-index.js";
import type { SearchDocument } from "./types.js";

const documents: SearchDocument[] = Array.from({ length: 120 }, (_, index) => ({
  id: `post-${index}`,
  kind: "article",
  title: `Medicare question ${index}: Part ${["A", "B", "C", "D"][index % 4]}`,
  url: `/blog/post-${index}`,
  keywords: ["medicare"],
  headings: [`Heading ${index}`],
  body: `Body ${index}. Medigap Plan G, Part D penalties and the Initial Enrollment Period. `.repeat(5),
}));

describe("createSearchIndexAsync", () => {
  it("makes the same file as createSearchIndex", async () => {
    expect(JSON.stringify(await createSearchIndexAsync(documents))).toBe(JSON.stringify(createSearchIndex(documents)));
  });

  it("lets the event loop run between chunks of documents (a server answers visitors meanwhile)", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    await createSearchIndexAsync(documents, { chunkSize: 10 });
    clearInterval(timer);
    // 12 chunks: the interval's callback ran between them, which a synchronous build never lets it do.
    expect(ticks).toBeGreaterThan(3);
  });

  it("refuses two documents with one id, as createSearchIndex does", async () => {
    await expect(createSearchIndexAsync([documents[0]!, documents[0]!])).rejects.toThrow(/Two search documents/);
  });
});

describe("leadText", () => {
  /** The lead text cleaned from the whole text, as it was before only a prefix was cleaned. */
  function wholeTextLead(text: string, max: number): string {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean.length <= max) return clean;
    const cut = clean.slice(0, max + 1);
    const lastSpace = cut.lastIndexOf(" ");
    return (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : clean.slice(0, max)).trim();
  }

  it("gives what cleaning the whole text gives, whitespace runs across the prefix's end included", () => {
    const words = ["Medigap", "Plan", "G", "covers", "the", "Part", "B", "excess", "charges", "Supercalifragilistic"];
    let seed = 7;
    const random = (below: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % below;
    const cases: string[] = ["", "   ", "short text", ` ${"word ".repeat(40)}`, `${" ".repeat(3000)}late start`];
    for (let index = 0; index < 400; index += 1) {
      const parts: string[] = [];
      const length = random(400);
      for (let part = 0; part < length; part += 1)
        parts.push(words[random(words.length)]!, random(10) === 0 ? " \n\t ".repeat(random(300)) : " ");
      cases.push(parts.join(""));
    }
    for (const max of [20, 120, 600])
      for (const text of cases)
        expect(leadText(text, max), JSON.stringify(text.slice(0, 80))).toBe(wholeTextLead(text, max));
  });
});
