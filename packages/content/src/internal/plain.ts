/**
 * The contentful SDK resolves links into shared, often circular object graphs. These helpers copy them into
 * plain, acyclic JSON with the same shape (sys + fields), cutting at a depth limit or at a cycle by leaving a
 * Link object behind, so view models serialise for prerendering and hydration.
 */

import { EMBEDDED_VIEW, linkedView, shownFields } from "../reads/entry-views.js";
import type { EntryView } from "../reads/entry-views.js";
import { resolved, withLinkedTargets } from "./links.js";
import type { LinkResolver } from "./links.js";

export interface PlainLink {
  sys: { type: "Link"; linkType: "Entry" | "Asset"; id: string };
}

export interface PlainAssetFile {
  url?: string;
  fileName?: string;
  contentType?: string;
  details?: { size?: number; image?: { width?: number; height?: number } };
}

export interface PlainAsset {
  sys: { id: string; type: "Asset" };
  fields: { title?: string; description?: string; file?: PlainAssetFile };
}

export interface PlainEntry {
  sys: { id: string; type: "Entry"; contentType: { sys: { id: string } }; createdAt: string; updatedAt: string };
  fields: Record<string, unknown>;
}

export type PlainTarget = PlainEntry | PlainAsset | PlainLink;

type Sys = {
  id?: unknown;
  type?: unknown;
  linkType?: unknown;
  contentType?: { sys?: { id?: unknown } };
  createdAt?: unknown;
  updatedAt?: unknown;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const sysOf = (value: Record<string, unknown>): Sys | undefined => (isObject(value.sys) ? value.sys : undefined);

/** How many levels of linked entries are copied below a top-level entry before links are left as links. */
export const DEFAULT_ENTRY_DEPTH = 3;

/** How an entry is copied beyond its depth. */
export interface PlainCopyOptions {
  /**
   * Resolves links of an answer read without link resolution (links.ts): a link is copied as its target when the
   * answer holds it, as contentful.js's resolution would have placed it.
   */
  resolve?: LinkResolver;
  /**
   * What the view model shows of the entry (reads/entry-views.ts): only those fields are copied, the entries under
   * them through their own views (a related post's title, slug, image and excerpt, never its body), an entry
   * embedded in slimmed rich text through EMBEDDED_VIEW: the same fields the read record counts as shown. Without
   * a view every field is copied.
   */
  view?: EntryView;
}

export function toPlainEntry(entry: unknown, depth = DEFAULT_ENTRY_DEPTH, options: PlainCopyOptions = {}): PlainEntry {
  const result = toPlainValue(entry, depth, new Set(), options.view, options.resolve, false);
  if (!isObject(result) || (result as { sys?: { type?: string } }).sys?.type !== "Entry") {
    throw new TypeError("Expected a Contentful entry");
  }
  return result as unknown as PlainEntry;
}

/**
 * Copies `value`. `view` is the view of the entries found in it (undefined: whole, every field); `slim` says that
 * the entry holding it slims its rich text, so a rich-text node's target is seen through EMBEDDED_VIEW.
 * `ancestors` holds the entries on the path (changed and restored, never copied).
 */
function toPlainValue(
  value: unknown,
  depth: number,
  ancestors: Set<string>,
  view: EntryView | undefined,
  resolve: LinkResolver | undefined,
  slim: boolean,
): unknown {
  if (Array.isArray(value)) return value.map((item) => toPlainValue(item, depth, ancestors, view, resolve, slim));
  if (!isObject(value)) return value;
  const target = resolved(value, resolve) as Record<string, unknown>;
  const sys = sysOf(target);
  if (sys && (sys.type === "Entry" || sys.type === "Asset") && typeof sys.id === "string") {
    if (sys.type === "Asset") return plainAsset(target, sys.id);
    if (depth < 0 || ancestors.has(sys.id)) return { sys: { type: "Link", linkType: "Entry", id: sys.id } };
    const fields = isObject(target.fields) ? target.fields : {};
    const names = view ? shownFields(view, withLinkedTargets(fields, resolve)) : Object.keys(fields);
    const plainFields: Record<string, unknown> = {};
    ancestors.add(sys.id);
    for (const name of names) {
      if (!Object.hasOwn(fields, name)) continue;
      plainFields[name] = view
        ? toPlainValue(fields[name], depth - 1, ancestors, linkedView(view, name), resolve, view.slimRichText === true)
        : toPlainValue(fields[name], depth - 1, ancestors, undefined, resolve, false);
    }
    ancestors.delete(sys.id);
    return {
      sys: {
        id: sys.id,
        type: "Entry",
        contentType: { sys: { id: typeof sys.contentType?.sys?.id === "string" ? sys.contentType.sys.id : "unknown" } },
        createdAt: typeof sys.createdAt === "string" ? sys.createdAt : "",
        updatedAt: typeof sys.updatedAt === "string" ? sys.updatedAt : "",
      },
      fields: plainFields,
    } satisfies PlainEntry;
  }
  if (sys && sys.type === "Link" && typeof sys.id === "string") {
    return {
      sys: { type: "Link", linkType: sys.linkType === "Asset" ? "Asset" : "Entry", id: sys.id },
    } satisfies PlainLink;
  }
  const embeds = slim && typeof value.nodeType === "string" && isObject(value.data);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (embeds && key === "data" && isObject(child) && "target" in child) {
      const data: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(child))
        data[name] =
          name === "target"
            ? toPlainValue(item, depth, ancestors, EMBEDDED_VIEW, resolve, slim)
            : toPlainValue(item, depth, ancestors, view, resolve, slim);
      out[key] = data;
    } else out[key] = toPlainValue(child, depth, ancestors, view, resolve, slim);
  }
  return out;
}

function plainAsset(value: Record<string, unknown>, id: string): PlainAsset {
  const fields = isObject(value.fields) ? value.fields : {};
  const file = isObject(fields.file) ? fields.file : undefined;
  const details = file && isObject(file.details) ? file.details : undefined;
  const image = details && isObject(details.image) ? details.image : undefined;
  return {
    sys: { id, type: "Asset" },
    fields: {
      title: typeof fields.title === "string" ? fields.title : undefined,
      description: typeof fields.description === "string" ? fields.description : undefined,
      file: file
        ? {
            url: typeof file.url === "string" ? file.url : undefined,
            fileName: typeof file.fileName === "string" ? file.fileName : undefined,
            contentType: typeof file.contentType === "string" ? file.contentType : undefined,
            details: {
              size: typeof details?.size === "number" ? details.size : undefined,
              image: image
                ? {
                    width: typeof image.width === "number" ? image.width : undefined,
                    height: typeof image.height === "number" ? image.height : undefined,
                  }
                : undefined,
            },
          }
        : undefined,
    },
  };
}

export const isPlainEntry = (value: unknown): value is PlainEntry =>
  isObject(value) && isObject(value.sys) && (value.sys as Sys).type === "Entry";
export const isPlainAsset = (value: unknown): value is PlainAsset =>
  isObject(value) && isObject(value.sys) && (value.sys as Sys).type === "Asset";
