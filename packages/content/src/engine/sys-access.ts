/** Value accessors for `sys.*` paths and `metadata.tags.sys.id`. */
import { unknownPath } from "./errors.js";
import { EQUALITY, RANGES } from "./predicates.js";
import type { ValueAccess } from "./predicates.js";
import type { IndexedItem } from "./space-index.js";
import type { EntityKind } from "./types.js";

export function sysAccess(path: readonly string[], kind: EntityKind): ValueAccess {
  const single =
    <T>(get: (item: IndexedItem) => T | undefined) =>
    (item: IndexedItem) => {
      const value = get(item);
      return value === undefined ? [] : [value];
    };
  switch (path.slice(1).join(".")) {
    case "id":
      return { path, kind: "string", operators: EQUALITY, values: single((item) => item.id) };
    case "type":
      return { path, kind: "string", operators: EQUALITY, values: single((item) => item.kind) };
    case "createdAt":
      return { path, kind: "date", operators: [...EQUALITY, ...RANGES], values: single((item) => item.createdAt) };
    case "updatedAt":
      return { path, kind: "date", operators: [...EQUALITY, ...RANGES], values: single((item) => item.updatedAt) };
    case "revision":
      return { path, kind: "number", operators: [...EQUALITY, ...RANGES], values: single((item) => item.revision) };
    case "contentType.sys.id":
      if (kind === "Entry")
        return { path, kind: "string", operators: EQUALITY, values: single((item) => item.contentTypeId) };
      throw unknownPath(path);
    default:
      throw unknownPath(path);
  }
}

export function tagAccess(path: readonly string[]): ValueAccess {
  if (path.join(".") !== "metadata.tags.sys.id") throw unknownPath(path);
  return { path, kind: "string", operators: ["in", "nin", "all", "exists"], values: (item) => item.tagIds };
}
