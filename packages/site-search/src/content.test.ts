import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { describe, expect, it } from "vitest";
import { documentsFromContent } from "./content.js";
import { richTextPlain } from "./internal/rich-text-plain.js";

describe("documentsFromContent on the embedded space", () => {
  it("gives every post, page, guide and video one document at its site path", async () => {
    const documents = await documentsFromContent(createEmbeddedContentClient({ strict: true }));
    const count = (kind: string) => documents.filter((document) => document.kind === kind).length;
    expect([count("article"), count("page"), count("guide"), count("video")]).toEqual([15, 23, 12, 14]);
    const urls = documents.map((document) => document.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/blog/what-is-irmaa",
        "/resources/glossary",
        "/medicare/what-is-medicare",
        "/medicare/by-state/alabama",
        "/accessibility",
        "/resources/guides/turning-65-checklist",
        "/videos/watch/irmaa-in-plain-english",
      ]),
    );
  });

  it("takes the site's own page paths, and leaves out pages given null", async () => {
    const documents = await documentsFromContent(createEmbeddedContentClient({ strict: true }), {
      pagePath: (page) =>
        page.pageSlug === "privacy-policy"
          ? null
          : page.pageSlug === "medicare-supplement"
            ? "/plans/medicare-supplements"
            : `/${page.pageSlug}`,
    });
    const urls = documents.map((document) => document.url);
    expect(urls).toContain("/plans/medicare-supplements");
    expect(urls).not.toContain("/privacy-policy");
  });

  it("reuses kept documents without reading them, and reads the rest with each document's own client", async () => {
    const content = createEmbeddedContentClient({ strict: true });
    const everything = await documentsFromContent(content);
    const kept = new Map<string, unknown>();
    await documentsFromContent(content, { onDocument: (key, document) => kept.set(key, document) });
    expect(kept.size).toBe(15 + 23);
    const readWith: string[] = [];
    const again = await documentsFromContent(content, {
      reuse: (key) => (key === "post:what-is-irmaa" ? undefined : (kept.get(key) as never)),
      documentClient: (key) => {
        readWith.push(key);
        return content;
      },
    });
    expect(readWith).toEqual(["post:what-is-irmaa"]);
    expect(again).toEqual(everything);
  });

  it("fills keywords, headings and body from the content", async () => {
    const documents = await documentsFromContent(createEmbeddedContentClient({ strict: true }));
    const part = documents.find((document) => document.url === "/plans/medicarepartd")!;
    expect(part.keywords).toContain("Part D late penalty");
    expect(part.headings).toContain("The Part D late enrollment penalty");
    expect(part.body.length).toBeGreaterThan(1000);
    const video = documents.find((document) => document.url === "/videos/watch/irmaa-in-plain-english")!;
    expect(video.body).toMatch(/IRMAA stands for/);
  });
});

describe("richTextPlain", () => {
  it("separates headings, keeps link text and skips embedded entries", () => {
    const document = {
      nodeType: "document",
      content: [
        { nodeType: "heading-2", content: [{ nodeType: "text", value: "Costs" }] },
        {
          nodeType: "paragraph",
          content: [
            { nodeType: "text", value: "See " },
            { nodeType: "entry-hyperlink", content: [{ nodeType: "text", value: "our guide" }] },
            { nodeType: "text", value: "." },
          ],
        },
        { nodeType: "embedded-entry-block", data: { target: { fields: { title: "Call us" } } }, content: [] },
        {
          nodeType: "unordered-list",
          content: [
            {
              nodeType: "list-item",
              content: [{ nodeType: "paragraph", content: [{ nodeType: "text", value: "Part A" }] }],
            },
          ],
        },
      ],
    };
    expect(richTextPlain(document)).toEqual({ headings: ["Costs"], body: "See our guide.\nPart A" });
  });
});
