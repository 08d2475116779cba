import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { doc, italic, p } from "../builder.js";
import { createContentLoader, isoDay } from "./load-content.js";

function contentDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "content-md-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const schema = z.strictObject({ slug: z.string(), title: z.string().min(1), published: isoDay });

describe("the content loader", () => {
  it("gives the checked front matter and the body, with snippets expanded", () => {
    const loader = createContentLoader(
      contentDir({
        "blog/a-post.md": "---\nslug: a-post\ntitle: A post\npublished: 2026-11-18\n---\n\nHi.\n\n::snippet{#notice}\n",
        "snippets/notice.md": "*Not a government site.*\n",
      }),
    );
    expect(loader.loadMarkdown("blog", "a-post", schema)).toEqual({
      data: { slug: "a-post", title: "A post", published: "2026-11-18" },
      document: doc(p("Hi."), p(italic("Not a government site."))),
    });
  });

  it("names the file and the field when the front matter is wrong", () => {
    const loader = createContentLoader(
      contentDir({ "blog/a-post.md": "---\nslug: a-post\ntitle: ''\npublished: 18/11/2026\nauthr: x\n---\n\nHi.\n" }),
    );
    const load = () => loader.loadMarkdown("blog", "a-post", schema);
    expect(load).toThrow(/content\/blog\/a-post\.md: front matter/);
    expect(load).toThrow(/title/);
    expect(load).toThrow(/YYYY-MM-DD[\s\S]*published|published[\s\S]*YYYY-MM-DD/);
    expect(load).toThrow(/authr/);
  });

  it("refuses a slug that differs from the file name, a missing file and a missing snippet", () => {
    const loader = createContentLoader(
      contentDir({
        "blog/a-post.md": "---\nslug: another\ntitle: T\npublished: 2026-11-18\n---\n\nHi.\n",
        "blog/b-post.md": "---\nslug: b-post\ntitle: T\npublished: 2026-11-18\n---\n\n::snippet{#gone}\n",
      }),
    );
    expect(() => loader.loadMarkdown("blog", "a-post", schema)).toThrow(
      'content/blog/a-post.md: slug "another" must match the file name',
    );
    expect(() => loader.loadMarkdown("blog", "c-post", schema)).toThrow("content/blog/c-post.md does not exist");
    expect(() => loader.loadMarkdown("blog", "b-post", schema)).toThrow("content/snippets/gone.md does not exist");
  });

  it("refuses a Markdown file nobody lists, so no article silently drops out of the space", () => {
    const loader = createContentLoader(contentDir({ "blog/a.md": "A\n", "blog/b.md": "B\n", "blog/README.md": "x" }));
    expect(() => loader.checkAllListed("blog", ["a", "b"])).not.toThrow();
    expect(() => loader.checkAllListed("blog", ["a"])).toThrow("content/blog: not listed, so not in the space: b");
  });
});
