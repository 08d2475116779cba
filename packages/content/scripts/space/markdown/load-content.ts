/**
 * Reads the sample content's Markdown files (content/{folder}/{name}.md): the front matter checked by a zod schema,
 * the body turned into rich text, `::snippet{#name}` expanded from content/snippets/{name}.md.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Block, Document } from "@contentful/rich-text-types";
import { z } from "zod";
import { parseMarkdown } from "./rich-text-markdown.js";

export const CONTENT_DIR = join(import.meta.dirname, "..", "content");

export interface LoadedMarkdown<T> {
  data: T;
  document: Document;
}

export interface ContentLoader {
  /** The blocks of snippets/{name}.md (a snippet has no front matter and no snippets of its own). */
  snippet: (name: string) => Block[];
  /**
   * Loads {folder}/{name}.md. The front matter must pass `schema` and, when it has a `slug`, match the file name;
   * otherwise it throws a message naming the file and the field.
   */
  loadMarkdown: <S extends z.ZodType>(folder: string, name: string, schema: S) => LoadedMarkdown<z.output<S>>;
  /** Throws when {folder} holds a Markdown file that is not listed (it would silently be left out of the space). */
  checkAllListed: (folder: string, listed: readonly string[]) => void;
}

/** A loader for the Markdown under `root`. */
export function createContentLoader(root: string): ContentLoader {
  const snippets = new Map<string, Block[]>();
  const read = (folder: string, name: string): string => {
    try {
      return readFileSync(join(root, folder, `${name}.md`), "utf8");
    } catch {
      throw new Error(`content/${folder}/${name}.md does not exist`);
    }
  };

  const snippet = (name: string): Block[] => {
    let blocks = snippets.get(name);
    if (!blocks) {
      blocks = parseMarkdown(read("snippets", name), { source: `content/snippets/${name}.md` }).document.content;
      snippets.set(name, blocks);
    }
    return blocks;
  };

  return {
    snippet,
    loadMarkdown(folder, name, schema) {
      const source = `content/${folder}/${name}.md`;
      const { data, document } = parseMarkdown(read(folder, name), { source, snippet });
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new Error(`${source}: front matter\n${z.prettifyError(parsed.error)}`);
      const slug = (parsed.data as { slug?: unknown }).slug;
      if (slug !== undefined && slug !== name) {
        throw new Error(`${source}: slug ${JSON.stringify(slug)} must match the file name`);
      }
      return { data: parsed.data, document };
    },
    checkAllListed(folder, listed) {
      const unlisted = readdirSync(join(root, folder))
        .filter((file) => file.endsWith(".md") && file !== "README.md")
        .map((file) => file.slice(0, -3))
        .filter((name) => !listed.includes(name))
        .sort();
      if (unlisted.length)
        throw new Error(`content/${folder}: not listed, so not in the space: ${unlisted.join(", ")}`);
    },
  };
}

const loader = createContentLoader(CONTENT_DIR);
export const { loadMarkdown, checkAllListed, snippet } = loader;

/** A day as YYYY-MM-DD. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day as YYYY-MM-DD");
/** A time as an ISO 8601 UTC timestamp, e.g. 2026-10-01T15:00:00.000Z. */
export const isoTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, "an ISO time such as 2026-10-01T15:00:00.000Z");
