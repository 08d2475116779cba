/**
 * Where pages get their content client: the prerender (and tests) set it. Pages render only on the server —
 * the browser hydrates islands with the data already in the HTML — so no content client ships to the browser.
 */
import type { ContentClient } from "@tupelo-medicare/content";

let serverClient: ContentClient | undefined;

export function setServerContentClient(client: ContentClient): void {
  serverClient = client;
}

export function getContentClient(): Promise<ContentClient> {
  if (!serverClient) return Promise.reject(new Error("No content client: the prerender sets one with setServerContentClient()"));
  return Promise.resolve(serverClient);
}
