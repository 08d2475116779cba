/**
 * The generated 1,000-post space of the benchmarks: the embedded space plus N more blog posts (copies of the
 * embedded posts with their own ids, slugs, titles and dates, spread over the categories, each relating to its
 * neighbours), written as a Contentful export file for CONTENT_SPACE_FILE or `pnpm content:serve`.
 */
import { writeFileSync } from "node:fs";
import type { ContentfulExport } from "@tupelo-medicare/content/content-server";
import { embeddedSpace } from "@tupelo-medicare/content/embedded";

const link = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });

export function largeSpace(extraPosts: number): ContentfulExport {
  const space = structuredClone(embeddedSpace);
  const posts = space.entries.filter((entry) => entry.sys.contentType?.sys.id === "pageBlogPost");
  const categories = space.entries
    .filter((entry) => entry.sys.contentType?.sys.id === "category")
    .map((entry) => entry.sys.id);
  const start = Date.UTC(2018, 0, 1);
  for (let index = 0; index < extraPosts; index += 1) {
    const template = posts[index % posts.length]!;
    const id = `bench-post-${index}`;
    const date = new Date(start + index * 86_400_000 * 2).toISOString();
    const fields = structuredClone(template.fields);
    fields.title = { "en-US": `Medicare question ${index + 1}: ${String(template.fields.title?.["en-US"])}` };
    fields.internalName = { "en-US": `Bench post ${index + 1}` };
    fields.slug = { "en-US": `medicare-question-${index + 1}` };
    fields.publishedDate = { "en-US": date };
    fields.category = { "en-US": [link(categories[index % categories.length]!)] };
    fields.relatedBlogPosts = {
      "en-US": [link(`bench-post-${(index + 1) % extraPosts}`), link(`bench-post-${(index + 2) % extraPosts}`)],
    };
    space.entries.push({
      sys: {
        ...structuredClone(template.sys),
        id,
        createdAt: date,
        updatedAt: date,
        publishedAt: date,
        firstPublishedAt: date,
      },
      fields,
    });
  }
  return space;
}

/** Writes the space to `file`. */
export function writeLargeSpace(file: string, extraPosts = 1000): string {
  writeFileSync(file, JSON.stringify(largeSpace(extraPosts)));
  return file;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const file = process.argv[2] ?? "/tmp/large-space.json";
  console.info(`Wrote ${writeLargeSpace(file, Number(process.argv[3] ?? 1000))}`);
}
