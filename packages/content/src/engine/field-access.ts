/** Value accessors for `fields.*` paths, chosen by the field's type in the content model. */
import { isLinkField, isSymbolArray } from "./content-model.js";
import type { FieldSchema } from "./content-model.js";
import { unknownPath } from "./errors.js";
import { isRecord } from "./json-values.js";
import { linkIdsOf } from "./links.js";
import { EQUALITY, RANGES } from "./predicates.js";
import type { Operator, ValueAccess, ValueKind } from "./predicates.js";
import type { IndexedItem, LocaleView } from "./space-index.js";
import { textOf } from "./text.js";

const asList = (value: unknown): readonly unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** Lower-cased text of a value, cached per item under `key`. */
export function cachedText(item: IndexedItem, key: string, value: () => unknown): string {
  let text = item.textCache.get(key);
  if (text === undefined) {
    text = textOf(value()).toLowerCase();
    item.textCache.set(key, text);
  }
  return text;
}

/** The ids of the links in a link field, cached per item. */
export function cachedLinkIds(item: IndexedItem, fieldId: string): readonly string[] {
  let ids = item.linkIdCache.get(fieldId);
  if (ids === undefined) {
    ids = linkIdsOf(item.values[fieldId]);
    item.linkIdCache.set(fieldId, ids);
  }
  return ids;
}

/** Values at a dotted path inside a JSON value; arrays along the way are flattened. */
function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  let current: unknown[] = [value];
  for (const segment of path) {
    const next: unknown[] = [];
    for (const node of current.flatMap((item) => asList(item))) {
      if (isRecord(node) && node[segment] !== undefined && node[segment] !== null) next.push(node[segment]);
    }
    current = next;
  }
  return current.flatMap((item) => asList(item));
}

const SCALAR_KINDS: Readonly<Record<string, { kind: ValueKind; operators: readonly Operator[] }>> = {
  Symbol: { kind: "string", operators: [...EQUALITY, "match"] },
  Text: { kind: "string", operators: [...EQUALITY, "match"] },
  Integer: { kind: "number", operators: [...EQUALITY, ...RANGES] },
  Number: { kind: "number", operators: [...EQUALITY, ...RANGES] },
  Date: { kind: "date", operators: [...EQUALITY, ...RANGES] },
  Boolean: { kind: "boolean", operators: EQUALITY },
};

/** The accessor for `fields.<field>.<subPath>`, or a 400 when the sub-path does not exist for the field's type. */
export function fieldAccess(field: FieldSchema, subPath: readonly string[], view: LocaleView): ValueAccess {
  const path = ["fields", field.id, ...subPath];
  const raw = (item: IndexedItem): unknown => item.values[field.id];
  const textKey = path.join(".");
  const text = (item: IndexedItem): string => cachedText(item, textKey, () => raw(item));
  if (subPath.length === 0) {
    const scalar = SCALAR_KINDS[field.type];
    if (scalar) return { path, ...scalar, values: (item) => asList(raw(item)), text };
    if (isSymbolArray(field)) {
      return {
        path,
        kind: "string",
        operators: [...EQUALITY, "all", "match"],
        values: (item) => asList(raw(item)),
        text,
      };
    }
    if (field.type === "RichText")
      return { path, kind: "string", operators: ["exists", "match"], values: (item) => asList(raw(item)), text };
    return { path, kind: "any", operators: ["exists"], values: (item) => asList(raw(item)) };
  }
  if (field.type === "Object") {
    return {
      path,
      kind: "any",
      operators: [...EQUALITY, ...RANGES, "match"],
      values: (item) => valuesAt(raw(item), subPath),
      text: (item) => cachedText(item, textKey, () => valuesAt(raw(item), subPath)),
    };
  }
  if (isLinkField(field) && subPath.join(".") === "sys.id") {
    const operators: Operator[] = field.type === "Array" ? [...EQUALITY, "all"] : [...EQUALITY];
    return { path, kind: "string", operators, values: (item) => cachedLinkIds(item, field.id) };
  }
  if (isLinkField(field) && subPath.join(".") === "sys.contentType.sys.id") {
    return {
      path,
      kind: "string",
      operators: ["eq", "in"],
      values: (item) => cachedLinkIds(item, field.id).flatMap((id) => view.entryById.get(id)?.contentTypeId ?? []),
    };
  }
  throw unknownPath(path);
}
