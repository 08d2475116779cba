/** sitemap.xml: every listed page with the date its content last changed (not the build day). */
import { pageUpdatedAt } from "./rules/page-dependencies.js";
import type { SiteRecord } from "./site-record.js";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** sitemap.xml of the record's paths; `excludes`: pages built but kept out of search engines (noindex). */
export function sitemapXml(
  record: Pick<SiteRecord, "paths" | "deps" | "builtAt">,
  siteUrl: string,
  excludes: readonly string[] = [],
): string {
  const notListed = new Set(excludes);
  const fallback = record.builtAt.slice(0, 10);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...record.paths
      .filter((path) => !notListed.has(path))
      .map((path) => {
        const lastmod = pageUpdatedAt(record.deps, path)?.slice(0, 10) ?? fallback;
        return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc><lastmod>${lastmod}</lastmod></url>`;
      }),
    "</urlset>",
    "",
  ].join("\n");
}
