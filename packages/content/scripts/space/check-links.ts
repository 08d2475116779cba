import type { ContentfulExport } from "./builder.js";

/** Ids that are deliberately missing, to exercise unresolved-link handling. */
export const DELIBERATELY_MISSING = new Set(["missing-entry-for-tests", "missing-asset-for-tests"]);

export function checkLinks(space: ContentfulExport): void {
  const entryIds = new Set(space.entries.map((entry) => entry.sys.id));
  const assetIds = new Set(space.assets.map((asset) => asset.sys.id));
  const problems: string[] = [];
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((item, index) => visit(item, `${where}[${index}]`));
    if (!value || typeof value !== "object") return;
    const sys = (value as { sys?: { type?: string; linkType?: string; id?: string } }).sys;
    if (sys?.type === "Link" && (sys.linkType === "Entry" || sys.linkType === "Asset") && sys.id) {
      const known = sys.linkType === "Entry" ? entryIds.has(sys.id) : assetIds.has(sys.id);
      if (!known && !DELIBERATELY_MISSING.has(sys.id)) problems.push(`${where} -> ${sys.linkType} ${sys.id}`);
      return;
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
  };
  for (const entry of space.entries) visit(entry.fields, `${entry.sys.id}`);
  if (problems.length > 0) throw new Error(`Unresolved links in the embedded space:\n${problems.join("\n")}`);
}
