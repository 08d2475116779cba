/**
 * Where a render gets its content client: from its own query client. Every render (a prerendered page, a
 * regenerated page, a test) creates a query client bound to the content client it should read, so two renders
 * never share content and each one's reads can be recorded. Pages render only on the server; no content client
 * ships to the browser.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ContentClient } from "@tupelo-medicare/content";

const contentClients = new WeakMap<QueryClient, ContentClient>();

/** Binds `content` to `queryClient`: every query function run through that cache reads `content`. */
export function bindContentClient(queryClient: QueryClient, content: ContentClient): QueryClient {
  contentClients.set(queryClient, content);
  return queryClient;
}

/** The content client a query client was created for (queries receive their query client as `client`). */
export function contentClientOf(queryClient: QueryClient): ContentClient {
  const content = contentClients.get(queryClient);
  if (!content)
    throw new Error("This query client has no content client: create it with createQueryClient({ content }).");
  return content;
}
