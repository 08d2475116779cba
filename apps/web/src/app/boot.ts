/** What the prerender hands the browser in one JSON script: the public config and whether this is the 404 page. */
import type { PublicConfig } from "../env.js";

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
  /** The document is the not-found page (served for any unknown path). */
  notFound: boolean;
  /** A draft preview page (rendered on request from the Preview API). */
  preview?: boolean;
}

export const BOOT_ELEMENT_ID = "__boot";

/** JSON safe inside a <script> element: '<' is escaped so content can never close the tag. */
export function serializeBoot(data: BootData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
