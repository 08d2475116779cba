/**
 * Turns a space file into one `contentful space import` takes as it is: only the entity lists the import reads,
 * an editor interface for every content type, asset URLs it can upload from a local folder, and no links to
 * entities the file does not have (Contentful would refuse to publish the entries holding them).
 */
import { buildEditorInterface } from "./editor-interfaces.js";
import { isRecord } from "../engine/json-values.js";
import type { SpaceProblem } from "../export-file/validate-space.js";
import type { ExportEditorInterface, ExportEntity, ContentfulExport } from "../export-file/types.js";

/** The entity lists of an export, in contentful-export's order; contentful-import also reads `webhooks`. */
export const EXPORTED_KEYS = ["contentTypes", "tags", "editorInterfaces", "entries", "assets", "locales"] as const;

export const DEFAULT_ASSET_HOST = "assets.local";

export interface ExportSpaceOptions {
  /**
   * Host put in front of site-relative asset URLs (`/embedded-assets/x.webp` → `//assets.local/embedded-assets/x.webp`);
   * `--upload-assets` then reads `<assets directory>/assets.local/embedded-assets/x.webp`. A public host of the
   * site also lets the import run without `--upload-assets` (Contentful then fetches `https:` + the URL).
   * @defaultValue "assets.local"
   */
  assetHost?: string;
}

/** An asset file contentful-import uploads from the assets directory. */
export interface AssetUpload {
  assetId: string;
  locale: string;
  /** The URL in the source file, e.g. `/embedded-assets/blog/x.webp`. */
  sourceUrl: string;
  /** The URL in the export, e.g. `//assets.local/embedded-assets/blog/x.webp`. */
  url: string;
  /** Where `--upload-assets` reads the file, relative to the assets directory: `assets.local/embedded-assets/blog/x.webp`. */
  path: string;
}

/** A link the export left out because its target is not in the file. */
export interface DroppedLink {
  entryId: string;
  field: string;
  locale: string;
  linkType: "Entry" | "Asset";
  id: string;
}

export interface SpaceExport {
  space: ContentfulExport;
  uploads: AssetUpload[];
  /** Assets whose URL is absolute already: Contentful fetches them, they are not in the assets directory. */
  remoteAssets: Array<{ assetId: string; locale: string; url: string }>;
  droppedLinks: DroppedLink[];
  /** Top-level keys of the source left out (e.g. `webhooks`, `roles`). */
  droppedKeys: string[];
  /** How many content types got a generated editor interface (the others kept the file's). */
  generatedEditorInterfaces: number;
  /** Asset URLs the export cannot turn into uploads. */
  problems: SpaceProblem[];
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const HYPERLINKS = new Set(["entry-hyperlink", "asset-hyperlink"]);

/** The id of a link to an entry or asset, with its linkType; undefined for anything else. */
function entityLink(value: unknown): { linkType: "Entry" | "Asset"; id: string } | undefined {
  if (!isRecord(value) || !isRecord(value.sys) || value.sys.type !== "Link" || typeof value.sys.id !== "string")
    return undefined;
  const { linkType, id } = value.sys;
  return linkType === "Entry" || linkType === "Asset" ? { linkType, id } : undefined;
}

/** Removes links to entities that are not in the file from an entry's fields (in place); returns what it removed. */
function dropDanglingLinks(
  entry: ExportEntity,
  exists: (linkType: "Entry" | "Asset", id: string) => boolean,
): DroppedLink[] {
  const dropped: DroppedLink[] = [];
  const dangling = (value: unknown, field: string, locale: string): boolean => {
    const link = entityLink(value);
    if (!link || exists(link.linkType, link.id)) return false;
    dropped.push({ entryId: entry.sys.id, field, locale, ...link });
    return true;
  };
  /** Rich text: embedded entities go, hyperlinks give way to their text. */
  const prune = (nodes: unknown[], field: string, locale: string): unknown[] =>
    nodes.flatMap((node) => {
      if (!isRecord(node)) return [node];
      const content = Array.isArray(node.content) ? prune(node.content, field, locale) : undefined;
      if (isRecord(node.data) && dangling(node.data.target, field, locale)) {
        return HYPERLINKS.has(String(node.nodeType)) ? (content ?? []) : [];
      }
      return [content ? { ...node, content } : node];
    });
  for (const [field, localized] of Object.entries(entry.fields)) {
    if (!isRecord(localized)) continue;
    for (const [locale, value] of Object.entries(localized)) {
      if (Array.isArray(value)) {
        localized[locale] = value.filter((item) => !dangling(item, field, locale));
      } else if (isRecord(value) && value.nodeType === "document" && Array.isArray(value.content)) {
        localized[locale] = { ...value, content: prune(value.content, field, locale) };
      } else if (dangling(value, field, locale)) {
        delete localized[locale];
      }
    }
    if (Object.keys(localized).length === 0) delete entry.fields[field];
  }
  return dropped;
}

/** Prepares `source` (left unchanged) for `contentful space import`. */
export function exportSpace(source: ContentfulExport, options: ExportSpaceOptions = {}): SpaceExport {
  const assetHost = options.assetHost ?? DEFAULT_ASSET_HOST;
  if (!HOST.test(assetHost))
    throw new Error(`Invalid asset host ${JSON.stringify(assetHost)}: expected a host name such as assets.local`);
  const copy = structuredClone(source);
  const entryIds = new Set(copy.entries.map((entry) => entry.sys.id));
  const assetIds = new Set(copy.assets.map((asset) => asset.sys.id));
  const exists = (linkType: "Entry" | "Asset", id: string): boolean =>
    (linkType === "Entry" ? entryIds : assetIds).has(id);

  // A model is only usable published: contentful-import publishes the content types that have a publishedVersion.
  const contentTypes = copy.contentTypes.map((contentType) =>
    contentType.sys.publishedVersion
      ? contentType
      : { ...contentType, sys: { ...contentType.sys, publishedVersion: contentType.sys.version ?? 1 } },
  );
  const given = new Map<string, ExportEditorInterface>();
  for (const editorInterface of copy.editorInterfaces ?? []) {
    const id = isRecord(editorInterface.sys?.contentType) ? editorInterface.sys.contentType.sys.id : undefined;
    if (id) given.set(id, editorInterface);
  }
  const editorInterfaces = contentTypes.map(
    (contentType) => given.get(contentType.sys.id) ?? buildEditorInterface(contentType, copy.entries),
  );

  const droppedLinks = copy.entries.flatMap((entry) => dropDanglingLinks(entry, exists));

  const uploads: AssetUpload[] = [];
  const remoteAssets: SpaceExport["remoteAssets"] = [];
  const problems: SpaceProblem[] = [];
  for (const asset of copy.assets) {
    const files = asset.fields.file;
    if (!isRecord(files)) continue;
    for (const [locale, file] of Object.entries(files)) {
      if (!isRecord(file) || typeof file.url !== "string") continue;
      const url = file.url;
      if (url.startsWith("//") || /^https?:\/\//i.test(url)) {
        remoteAssets.push({ assetId: asset.sys.id, locale, url });
        continue;
      }
      const where = { entity: "Asset" as const, id: asset.sys.id, field: "file", locale, rule: "assetFile" as const };
      if (
        !url.startsWith("/") ||
        url.includes("//") ||
        url.includes("\\") ||
        /[?#]/.test(url) ||
        url.split("/").some((part) => part === "..")
      ) {
        problems.push({
          ...where,
          message: `cannot upload from URL ${JSON.stringify(url)}: expected a site path such as /embedded-assets/x.webp or an absolute URL`,
        });
        continue;
      }
      const exported = `//${assetHost}${url}`;
      files[locale] = { ...file, url: exported };
      // contentful-import: upload = "https:" + url; file = join(assetsDirectory, upload.split("//")[1]).
      uploads.push({ assetId: asset.sys.id, locale, sourceUrl: url, url: exported, path: `${assetHost}${url}` });
    }
  }

  const space: ContentfulExport = {
    contentTypes,
    tags: copy.tags ?? [],
    editorInterfaces,
    entries: copy.entries,
    assets: copy.assets,
    locales: copy.locales,
  };
  return {
    space,
    uploads,
    remoteAssets,
    droppedLinks,
    droppedKeys: Object.keys(source).filter((key) => !(EXPORTED_KEYS as readonly string[]).includes(key)),
    generatedEditorInterfaces: editorInterfaces.filter(
      (editorInterface) => !given.has(editorInterface.sys.contentType.sys.id),
    ).length,
    problems,
  };
}
