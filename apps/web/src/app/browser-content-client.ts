import { createContentClient } from "@tupelo-medicare/content";
import type { ContentClient } from "@tupelo-medicare/content";

/** The browser reads content through the site's same-origin proxy route; failures throw so queries can retry. */
export function createBrowserContentClient(): ContentClient {
  return createContentClient({
    source: { type: "proxy", host: window.location.host, insecure: window.location.protocol === "http:" },
    strict: true,
  });
}
