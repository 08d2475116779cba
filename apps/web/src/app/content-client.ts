/**
 * Where pages get their content client. The prerender sets the build's strict client; in the browser the
 * proxy-mode client (and the contentful SDK with it) is loaded only when a page actually needs fresh data.
 */
import type { ContentClient } from "@tupelo-medicare/content";

let serverClient: ContentClient | undefined;
let browserClient: Promise<ContentClient> | undefined;

export function setServerContentClient(client: ContentClient): void {
  serverClient = client;
}

export function getContentClient(): Promise<ContentClient> {
  if (serverClient) return Promise.resolve(serverClient);
  browserClient ??= import("./browser-content-client.js").then((module) => module.createBrowserContentClient());
  return browserClient;
}
