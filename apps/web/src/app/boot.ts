/** What the prerender hands the browser in one JSON script: the public config and whether this is the 404 page. */
import type { PublicConfig } from "../env.js";
import type { SiteIdentity } from "./site-identity.js";

export interface BootAssets {
  /** The client entry script. */
  script: string;
  styles: string[];
  /** Files to preload (the first view's font). */
  preload: Array<{ href: string; as: "font" | "image"; type?: string }>;
  /** Draft preview's script (Contentful live preview), loaded only on preview pages. */
  previewScript?: string;
}

export interface BootData {
  config: PublicConfig;
  /** The business the islands show (the site settings entry, as the server rendered it). */
  site: SiteIdentity;
  /** The document is the not-found page (served for any unknown path). */
  notFound: boolean;
  /** A draft preview page (rendered on request from the Preview API). */
  preview?: boolean;
}

export const BOOT_ELEMENT_ID = "__boot";

/** The boot data of a rendered page (the server reads it back from a prerendered page it fills in). */
export function bootOf(html: string): BootData {
  const found = new RegExp(`<script id="${BOOT_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(html);
  if (!found) throw new Error("The page has no boot data");
  return JSON.parse(found[1]!) as BootData;
}

/** JSON safe inside a <script> element: '<' is escaped so content can never close the tag. */
export function serializeBoot(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
