import { describe, expect, it } from "vitest";
import { createSearchIndex, createSearchIndexAsync } from "./search-index.js";
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
