/** The `order` parameter: several comma-separated keys, '-' for descending, missing values last, sys.id last. */
import type { TypeSchema } from "./content-model.js";
import { invalidQuery, unknownPath } from "./errors.js";
import { isRecord } from "./json-values.js";
import type { IndexedItem } from "./space-index.js";

type SortValue = string | number | undefined;
type Extractor = (item: IndexedItem) => SortValue;

export interface Ordering {
  /** A normalised form of the order, used as a cache key. */
  readonly key: string;
  sort(items: readonly IndexedItem[]): IndexedItem[];
}

const SYS_KEYS: Readonly<Record<string, Extractor>> = {
  "sys.id": (item) => item.id,
  "sys.createdAt": (item) => item.createdAt,
  "sys.updatedAt": (item) => item.updatedAt,
  "sys.revision": (item) => item.revision,
  "sys.contentType.sys.id": (item) => item.contentTypeId,
};

const ORDERABLE_TYPES = new Set(["Symbol", "Integer", "Number", "Date", "Boolean"]);

function sortValue(value: unknown, type: string): SortValue {
  if (typeof value === "number" || typeof value === "string") {
    if (type === "Date" && typeof value === "string") {
      const millis = Date.parse(value);
      return Number.isNaN(millis) ? undefined : millis;
    }
    return value;
  }
  if (typeof value === "boolean") return value ? 1 : 0;
  return undefined;
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const segment of path) current = isRecord(current) ? current[segment] : undefined;
  return current;
}

function fieldExtractor(path: readonly string[], schema: TypeSchema | undefined): Extractor {
  const [, fieldId = "", ...subPath] = path;
  const field = schema?.fields.get(fieldId);
  if (!field) throw unknownPath(path);
  if (subPath.length > 0 && field.type !== "Object") throw unknownPath(path);
  if (subPath.length === 0 && !ORDERABLE_TYPES.has(field.type)) {
    throw invalidQuery({
      name: "unsupportedOrder",
      path: [...path],
      details: `Ordering by "${path.join(".")}" is not supported for fields of type ${field.type}`,
    });
  }
  return (item) => sortValue(valueAt(item.values[fieldId], subPath), field.type);
}

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Parses `order`; field keys need the content type's schema (assets use the asset schema). */
export function parseOrder(raw: string, schema: TypeSchema | undefined): Ordering {
  const keys = raw.split(",").map((key) => key.trim());
  const specs = keys.map((key) => {
    const descending = key.startsWith("-");
    const name = descending ? key.slice(1) : key;
    const path = name.split(".");
    const sysExtractor = SYS_KEYS[name];
    if (sysExtractor) return { name, descending, extract: sysExtractor };
    if (path[0] === "fields" && path.length >= 2 && path.every(Boolean)) {
      return { name, descending, extract: fieldExtractor(path, schema) };
    }
    throw unknownPath(name === "" ? ["order"] : path);
  });
  if (!specs.some((spec) => spec.name === "sys.id")) {
    specs.push({ name: "sys.id", descending: false, extract: (item) => item.id });
  }
  return {
    key: keys.join(","),
    sort(items) {
      const decorated = items.map((item) => ({ item, values: specs.map((spec) => spec.extract(item)) }));
      decorated.sort((a, b) => {
        for (let index = 0; index < specs.length; index += 1) {
          const left = a.values[index];
          const right = b.values[index];
          if (left === right) continue;
          // Items without a value come last, whatever the direction.
          if (left === undefined) return 1;
          if (right === undefined) return -1;
          const difference = compareValues(left, right);
          if (difference !== 0) return specs[index]?.descending ? -difference : difference;
        }
        return 0;
      });
      return decorated.map((entry) => entry.item);
    },
  };
}
