/** What the prerender hands the browser: assets, public config and the query cache, in one JSON script. */
import type { DehydratedState } from "@tanstack/react-query";
import type { PublicConfig } from "../env.js";

export interface BootAssets {
  /** The client entry script. */
  script: string;
  styles: string[];
  /** Files to preload (the first view's font). */
  preload: Array<{ href: string; as: "font" | "image"; type?: string }>;
}

export interface BootData {
  assets: BootAssets;
  config: PublicConfig;
  state: DehydratedState;
  /** The document is the not-found page (served for any unknown path): the browser must hydrate that page. */
  notFound: boolean;
}

export const BOOT_ELEMENT_ID = "__boot";

/** JSON safe inside a <script> element: '<' is escaped so content can never close the tag. */
export function serializeBoot(data: BootData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
