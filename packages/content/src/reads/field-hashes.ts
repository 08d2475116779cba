/**
 * Field-level change detection. A site keeps, for the entries its pages show only in part (a post's card, a related
 * post, a slug list), a short hash of each field as it was rendered, with the entry's revision. When the entry
 * changes, its delivered fields are hashed the same way and compared: the fields whose hash differs (or that appear
 * or disappear) are the fields that changed, and only pages that show one of them need rendering again.
 *
 * The hash is of the field's value with every linked entry or asset reduced to its id, so the same field hashes the
 * same read with `include: 0` (links) or resolved through `include` (linked entries in place). No dependency on
 * node:crypto: the SDK's root also runs in browsers.
 */

/** An entry's fields as a page was rendered from them: a hash per field, at a revision. */
export interface EntryFields {
  revision: number;
  fields: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A stable text of a field's value: keys sorted, linked entries and assets as their ids. */
function canonical(value: unknown, out: string[]): void {
  if (Array.isArray(value)) {
    out.push("[");
    for (const item of value) {
      canonical(item, out);
      out.push(",");
    }
    out.push("]");
    return;
  }
  if (!isObject(value)) {
    out.push(JSON.stringify(value) ?? "null");
    return;
  }
  const sys = isObject(value.sys) ? value.sys : undefined;
  if (sys && typeof sys.id === "string") {
    const type = sys.type === "Link" ? sys.linkType : sys.type;
    if (type === "Entry" || type === "Asset") {
      out.push(`<${type}:${JSON.stringify(sys.id)}>`);
      return;
    }
  }
  out.push("{");
  for (const key of Object.keys(value).sort()) {
    out.push(JSON.stringify(key), ":");
    canonical(value[key], out);
    out.push(",");
  }
  out.push("}");
}

/** cyrb53 (53 bits), as base 36: short, fast, and collisions are not a concern at a site's size. */
function hashText(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Hashes already taken, by the `fields` object hashed and field: an answer read without link resolution holds the
 * delivered entry itself (the in-process engine shares its stored entries), so a post shown as a card on a hundred
 * list pages of a pass is hashed once. The delivered entries are read-only, as these hashes are.
 */
const taken = new WeakMap<object, Record<string, string>>();

/**
 * The hash of each field of an entry's `fields` (as delivered, or resolved: the same hash); with `names`, of those
 * fields only (the ones a page shows: a related post's body, the largest field, is then never hashed).
 */
export function fieldHashes(fields: Record<string, unknown>, names?: readonly string[]): Record<string, string> {
  let kept = taken.get(fields);
  if (!kept) taken.set(fields, (kept = {}));
  const hashes: Record<string, string> = {};
  for (const name of names ?? Object.keys(fields)) {
    if (!Object.hasOwn(fields, name)) continue;
    hashes[name] = kept[name] ??= hashOf(fields[name]);
  }
  return hashes;
}

function hashOf(value: unknown): string {
  const out: string[] = [];
  canonical(value, out);
  return hashText(out.join(""));
}

/**
 * The fields that changed from what was rendered (`before`) to the entry as delivered now (`fields`): those whose
 * hash differs, and those present on one side only (a field filled or emptied). Undefined (every field counts as
 * changed) when there is nothing to compare: no record of the entry, or the entry is no longer delivered.
 */
export function changedFields(
  before: EntryFields | undefined,
  fields: Record<string, unknown> | null | undefined,
): string[] | undefined {
  if (!before || !fields) return undefined;
  const now = fieldHashes(fields);
  const changed = new Set<string>();
  for (const [name, hash] of Object.entries(now)) if (before.fields[name] !== hash) changed.add(name);
  for (const name of Object.keys(before.fields)) if (!(name in now)) changed.add(name);
  return [...changed];
}

/**
 * Merges what one read saw of an entry into what is kept of it. Of two known revisions the older is kept (a page
 * rendered from the older one is compared against it, so it is rendered again when anything it shows changed since).
 * A read that did not carry the revision (a `select` of some fields: revision 0) adds its fields; a field both
 * sides hash differently is dropped, so it counts as changed next time.
 */
export function mergeEntryFields(kept: EntryFields | undefined, seen: EntryFields): EntryFields {
  if (!kept) return { revision: seen.revision, fields: { ...seen.fields } };
  if (kept.revision > 0 && seen.revision > 0 && kept.revision !== seen.revision)
    return seen.revision < kept.revision ? { revision: seen.revision, fields: { ...seen.fields } } : kept;
  const fields = { ...kept.fields };
  for (const [name, hash] of Object.entries(seen.fields)) {
    if (fields[name] === undefined) fields[name] = hash;
    else if (fields[name] !== hash) delete fields[name];
  }
  return { revision: Math.max(kept.revision, seen.revision), fields };
}
