/**
 * Every real rich-text document of the embedded space, read through the content SDK as the site reads it:
 * blog post bodies, foundational page bodies, resource guide content and call-to-action copy.
 */
import { render } from "@testing-library/react";
import type { RichTextDocument } from "@tupelo-medicare/content";
import { createEmbeddedContentClient, embeddedSpace } from "@tupelo-medicare/content/embedded";
import { describe, expect, it, vi } from "vitest";
import { RichText, getContentsList } from "./index.js";
import { findUnsafeDom } from "./test-support/unsafe-dom.js";

const client = createEmbeddedContentClient({ strict: true });

async function loadDocuments(): Promise<Array<[string, RichTextDocument]>> {
  const documents: Array<[string, RichTextDocument | null | undefined]> = [];
  for (const slug of await client.getAllSlugs("blogPost")) {
    documents.push([`blog post ${slug}`, (await client.getBlogPost(slug))?.contentBody]);
  }
  for (const slug of await client.getAllSlugs("foundationalPage")) {
    documents.push([`foundational page ${slug}`, (await client.getFoundationalPage(slug))?.body]);
  }
  for (const slug of await client.getAllSlugs("resourceGuide")) {
    documents.push([`resource guide ${slug}`, (await client.getResourceGuide(slug))?.content]);
  }
  const ctaIds = (
    embeddedSpace as unknown as { entries: Array<{ sys: { id: string; contentType: { sys: { id: string } } } }> }
  ).entries
    .filter((entry) => entry.sys.contentType.sys.id === "websiteCta")
    .map((entry) => entry.sys.id);
  for (const id of ctaIds) {
    const copy = (await client.getEntry(id))?.fields.ctaCopy as RichTextDocument | undefined;
    documents.push([`call to action ${id} copy`, copy]);
  }
  return documents.filter((pair): pair is [string, RichTextDocument] => Boolean(pair[1]));
}

/** Every text of a document (what must reach the page: nothing is dropped from real content). */
function textValues(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  const { value, content } = node as { value?: unknown; content?: unknown };
  if (typeof value === "string")
    return value
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  return Array.isArray(content) ? content.flatMap(textValues) : [];
}

const documents = await loadDocuments();
/** The site's own embedded types, rendered by the app (renderEntry), as the site does. */
const APP_TOOLS = new Set(["medicareTimelineTool", "medicareMoneyCalculator"]);
const renderAppEntry = (entry: { sys: { contentType: { sys: { id: string } } } }) =>
  APP_TOOLS.has(entry.sys.contentType.sys.id) ? (
    <section data-slot="app-tool">{entry.sys.contentType.sys.id}</section>
  ) : undefined;

const seen = {
  resourceCards: 0,
  blogCards: 0,
  frames: 0,
  videos: 0,
  ctas: 0,
  images: 0,
  files: 0,
  tables: 0,
  pageLinks: 0,
};

describe("the embedded space's documents", () => {
  it("are all found", () => {
    const names = documents.map(([name]) => name.split(" ").slice(0, 2).join(" "));
    expect(names.filter((name) => name === "blog post").length).toBeGreaterThanOrEqual(15);
    expect(names.filter((name) => name === "foundational page").length).toBeGreaterThanOrEqual(20);
    expect(names.filter((name) => name === "resource guide").length).toBeGreaterThanOrEqual(10);
    expect(names.filter((name) => name === "call to").length).toBeGreaterThanOrEqual(3);
  });

  it.each(documents)(
    "%s renders safely, with unique heading ids, no warnings and no React errors",
    (_name, document) => {
      const error = vi.spyOn(console, "error");
      const warn = vi.spyOn(console, "warn");
      const { container } = render(<RichText document={document} renderEntry={renderAppEntry} />);

      expect(container.querySelector("[data-slot=rich-text]")?.childElementCount).toBeGreaterThan(0);
      const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const item of getContentsList(document))
        expect(container.querySelector(`h1[id="${CSS.escape(item.id)}"]`)).not.toBeNull();
      expect(findUnsafeDom(container)).toEqual([]);
      expect(container.querySelectorAll("a:not([href])")).toHaveLength(0);
      const rendered = container.textContent ?? "";
      for (const value of textValues(document)) expect(rendered).toContain(value);
      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();

      seen.resourceCards += container.querySelectorAll("[data-slot=rich-text-resource-card]").length;
      seen.blogCards += container.querySelectorAll("[data-slot=rich-text-blog-post-card]").length;
      seen.frames += container.querySelectorAll("iframe").length;
      seen.videos += container.querySelectorAll("video").length;
      seen.ctas += container.querySelectorAll("[data-slot=rich-text-cta]").length;
      seen.images += container.querySelectorAll("figure img").length;
      seen.files += container.querySelectorAll("[data-slot=rich-text-file]").length;
      seen.tables += container.querySelectorAll("table").length;
      seen.pageLinks += container.querySelectorAll("[data-slot=rich-text-page-link]").length;
    },
  );

  it("showed every kind of embed the space uses (runs after the documents above)", () => {
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
  });
});
