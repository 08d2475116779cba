/** The `select` parameter: keeps only the chosen properties of each item (sys.id and sys.type always stay). */
import type { TypeSchema } from "./content-model.js";
import { invalidQuery, unknownPath } from "./errors.js";
import { isRecord } from "./json-values.js";
import type { JsonObject } from "./types.js";

export type Projection = (body: JsonObject) => JsonObject;

const ROOTS = ["metadata", "sys", "fields"] as const;
type Root = (typeof ROOTS)[number];

const isRoot = (value: string | undefined): value is Root => (ROOTS as readonly string[]).includes(value ?? "");

interface RootSelection {
  whole: boolean;
  keys: Set<string>;
}

function pick(source: unknown, keys: ReadonlySet<string>): JsonObject {
  const out: JsonObject = {};
  if (!isRecord(source)) return out;
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

/** Parses `select`; `fields.X` needs the content type's schema (entries) or the asset schema. */
export function parseSelect(raw: string, schema: TypeSchema | undefined): Projection {
  const selection = new Map<Root, RootSelection>();
  for (const item of raw.split(",")) {
    const path = item.trim().split(".");
    if (path.length > 2) {
      throw invalidQuery({
        name: "select",
        path,
        details: "Selected properties must be at most 2 levels deep, the path is deeper than two levels.",
      });
    }
    const [root, key] = path;
    if (!isRoot(root) || key === "") throw unknownPath(path);
    if (root === "fields" && key !== undefined && !schema?.fields.has(key)) throw unknownPath(path);
    const entry = selection.get(root) ?? { whole: false, keys: new Set<string>() };
    if (key === undefined) entry.whole = true;
    else entry.keys.add(key);
    selection.set(root, entry);
  }
  const sys = selection.get("sys") ?? { whole: false, keys: new Set<string>() };
  sys.keys.add("id").add("type");
  selection.set("sys", sys);
  return (body) => {
    const out: JsonObject = {};
    for (const root of ROOTS) {
      const chosen = selection.get(root);
      if (!chosen) continue;
      out[root] = chosen.whole ? body[root] : pick(body[root], chosen.keys);
    }
    return out;
  };
}
