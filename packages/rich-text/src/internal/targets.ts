/** Reading the targets of rich-text nodes (entries and assets) without trusting their shape. */
import type { PlainAsset, PlainEntry } from "@tupelo-medicare/content";
import type { RichTextImage } from "../types.js";
import { mediaSrc } from "./hrefs.js";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The target entry of a node, or null when it is unresolved (a Link, or no fields) or malformed. */
export function resolvedEntry(data: unknown): PlainEntry | null {
  const target = isObject(data) ? data.target : undefined;
  if (!isObject(target) || !isObject(target.sys) || target.sys.type !== "Entry" || !isObject(target.fields))
    return null;
  const contentType = target.sys.contentType;
  if (!isObject(contentType) || !isObject(contentType.sys) || typeof contentType.sys.id !== "string") return null;
  return target as unknown as PlainEntry;
}

/** The target asset of a node, or null when it is unresolved or malformed. */
export function resolvedAsset(data: unknown): PlainAsset | null {
  const target = isObject(data) ? data.target : undefined;
  if (!isObject(target) || !isObject(target.sys) || target.sys.type !== "Asset" || !isObject(target.fields))
    return null;
  return target as unknown as PlainAsset;
}

export const contentTypeOf = (entry: PlainEntry): string => entry.sys.contentType.sys.id;

/** A trimmed string field, or '' for anything else. */
export function textField(entry: PlainEntry, name: string): string {
  const value = entry.fields[name];
  return typeof value === "string" ? value.trim() : "";
}

/** An asset field, or null when it is missing, unresolved or malformed. */
export function assetField(entry: PlainEntry, name: string): PlainAsset | null {
  return resolvedAsset({ target: entry.fields[name] });
}

const positive = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

const stringOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

function fileOf(asset: PlainAsset): {
  url: string;
  contentType: string;
  fileName: string;
  width?: number;
  height?: number;
} {
  const file: unknown = asset.fields.file;
  if (!isObject(file)) return { url: "", contentType: "", fileName: "" };
  const details = isObject(file.details) ? file.details : {};
  const image = isObject(details.image) ? details.image : {};
  return {
    url: stringOf(file.url),
    contentType: stringOf(file.contentType).toLowerCase(),
    fileName: stringOf(file.fileName),
    width: positive(image.width),
    height: positive(image.height),
  };
}

/** The address without query string or fragment, lower-cased, for extension checks. */
const pathOf = (url: string): string => url.split(/[?#]/, 1)[0]?.toLowerCase() ?? "";

const altOf = (asset: PlainAsset): string => stringOf(asset.fields.description) || stringOf(asset.fields.title);

/** An embedded image (docs/product.md: Display rules): only addresses ending .jpg, .png or .gif, query string ignored. */
export function richTextImage(asset: PlainAsset): RichTextImage | null {
  const file = fileOf(asset);
  const src = mediaSrc(file.url);
  if (!src || !/\.(jpg|png|gif)$/.test(pathOf(src))) return null;
  return { src, alt: altOf(asset), width: file.width, height: file.height };
}

/** A card or call-to-action picture: any image file with a safe address, decorative (the card's text says it all). */
export function cardImage(asset: PlainAsset | null): RichTextImage | null {
  if (!asset) return null;
  const file = fileOf(asset);
  const src = mediaSrc(file.url);
  if (!src) return null;
  if (!file.contentType.startsWith("image/") && !/\.(jpe?g|png|gif|webp|avif|svg)$/.test(pathOf(src))) return null;
  return { src, alt: "", width: file.width, height: file.height };
}

/** A PDF asset's address and link text, or null for other files. */
export function pdfLink(asset: PlainAsset): { href: string; text: string } | null {
  const file = fileOf(asset);
  const href = mediaSrc(file.url);
  if (!href) return null;
  if (file.contentType !== "application/pdf" && !pathOf(href).endsWith(".pdf")) return null;
  const name = stringOf(asset.fields.title) || file.fileName || "Download";
  return { href, text: `${name} (PDF)` };
}

/** The file address of an asset for an asset hyperlink, or null when it is not safe. */
export function assetHref(asset: PlainAsset): string | null {
  return mediaSrc(fileOf(asset).url);
}
