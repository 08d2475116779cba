/**
 * What the served site shows, read from its files: how many HTML pages match a pattern (the new text of an edit, or
 * the old text that should be gone). Used by `pnpm bench:publish` to compare the pages a regeneration re-rendered
 * with the pages whose HTML actually shows the change, and to find pages left stale.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** The text as it appears in HTML (text and attribute values), to search for either form. */
export function htmlEscaped(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** A pattern matching `text` literally, raw or HTML-escaped, optionally followed by a negative lookahead. */
export function textPattern(text: string, notFollowedBy?: string): RegExp {
  const literal = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const tail = notFollowedBy ? `(?!${literal(notFollowedBy)}|${literal(htmlEscaped(notFollowedBy))})` : "";
  return new RegExp(`(?:${literal(text)}|${literal(htmlEscaped(text))})${tail}`);
}

/** Every page file of the site (index.html of each path, 404.html, offline.html). */
async function htmlFiles(clientDir: string): Promise<string[]> {
  const names = await readdir(clientDir, { recursive: true });
  return names
    .filter((name) => name.endsWith(".html") && !name.startsWith("assets"))
    .map((name) => join(clientDir, name));
}

/** How many page files match each pattern. */
export async function countPages(clientDir: string, patterns: readonly RegExp[]): Promise<number[]> {
  const counts = patterns.map(() => 0);
  if (patterns.length === 0) return counts;
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8").catch(() => "");
    patterns.forEach((pattern, index) => {
      if (pattern.test(html)) counts[index]! += 1;
    });
  }
  return counts;
}
