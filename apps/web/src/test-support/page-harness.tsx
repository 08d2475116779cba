/**
 * What the page tests share: the providers a page renders inside, a query cache filled by the page's own
 * prefetch, a query client reading from a stubbed content client, and the per-test setup and clean-up.
 */
import { QueryClientProvider, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { act, cleanup, render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import type { ContentClient } from "@tupelo-medicare/content";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { SiteConfigProvider, type SiteConfig } from "@tupelo-medicare/ui";
import { siteConfigOf, siteIdentity } from "../app/site-identity.js";
import type { SiteIdentity } from "../app/site-identity.js";
import { createQueryClient } from "../app/query-client.js";
import type { Prefetch } from "../app/page-types.js";
import { PageRouteContext } from "../app/page-route.js";
import { matchSiteRoute } from "../app/site-routes.js";
import { loadIslands } from "../islands/islands.js";

// Islands render in place in page tests: their code is loaded first (after the test file's own mocks), as the
// server does before rendering.
beforeAll(() => loadIslands());

/** The business the embedded space's site settings describe, as every page shows it. */
export const testSite: SiteIdentity = siteIdentity(await createEmbeddedContentClient().getSiteSettings(), {
  siteUrl: "https://www.tracemedicarepartners.com",
  webVitals: false,
});

/** The site's configuration (the embedded business, plain links) around a component rendered on its own. */
export function TestSite({ children }: { children?: ReactNode }) {
  return <SiteConfigProvider config={siteConfigOf(testSite)}>{children}</SiteConfigProvider>;
}

export interface PageProvidersOptions {
  queryClient: QueryClient;
  /** The page's URL (path and search): its route params come from the site's route table, as in a render. */
  entry: string;
  /** Site config over the embedded business, e.g. `{ schedulerUrl }`. */
  config?: Partial<SiteConfig>;
}

/** The query client, the page route of `entry` and the site config, around `children`. */
export function PageProviders({
  queryClient,
  entry,
  config,
  children,
}: PageProvidersOptions & { children?: ReactNode }) {
  const url = new URL(entry, "http://test.invalid");
  const route = { pathname: url.pathname, search: url.searchParams, params: matchSiteRoute(url.pathname).params };
  return (
    <QueryClientProvider client={queryClient}>
      <PageRouteContext.Provider value={route}>
        <SiteConfigProvider config={{ ...siteConfigOf(testSite), ...config }}>{children}</SiteConfigProvider>
      </PageRouteContext.Provider>
    </QueryClientProvider>
  );
}

/** Renders `ui` (a page, or routes and probes) inside `PageProviders`. */
export function renderWithProviders(ui: ReactNode, options: PageProvidersOptions): RenderResult {
  return render(<PageProviders {...options}>{ui}</PageProviders>);
}

export interface PrefetchOptions {
  params?: Record<string, string | undefined>;
  /** The query string, as in the URL (without or with the leading `?`). */
  search?: string;
  props?: Record<string, string>;
}

let testContent: ContentClient | undefined;

/** Makes the query clients of `testQueryClient` and `prefetchedWith` read `content` (only the reads a test needs). */
export function setTestContent(content: Partial<ContentClient>): void {
  testContent = content as ContentClient;
}

/** A render's query client reading the test's content (see `setTestContent`). */
export function testQueryClient(): QueryClient {
  return createQueryClient({ content: testContent ?? noContent });
}

/** What a test that set no content reads: every read fails, naming the fix. */
const noContent = new Proxy({} as ContentClient, {
  get: (_target, name) => () =>
    Promise.reject(
      new Error(`No test content for ${String(name)}: call setTestContent() or setUpEmbeddedContentPerTest().`),
    ),
});

/** A fresh query client filled by the page's `prefetch`, as the prerender fills it. */
export async function prefetchedWith(
  prefetch: Prefetch,
  { params = {}, search = "", props = {} }: PrefetchOptions = {},
): Promise<QueryClient> {
  const queryClient = testQueryClient();
  await prefetch(queryClient, { params, search: new URLSearchParams(search), props });
  return queryClient;
}

/** Makes the pages read from `content` (only the reads a test needs), and returns a query client that does not retry. */
export function queryClientWithContent(content: Partial<ContentClient>): QueryClient {
  setTestContent(content);
  return testQueryClient();
}

/** The embedded content, strict (a content problem fails the test). */
export const embeddedContent = (): ContentClient => createEmbeddedContentClient({ strict: true });

/** After each test: unmounts what it rendered and empties the document head (title, meta, JSON-LD). */
export function cleanUpAfterEachTest(): void {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = "";
  });
}

/** Before each test the pages read the embedded content; after it, the clean-up of `cleanUpAfterEachTest`. */
export function setUpEmbeddedContentPerTest(): void {
  beforeEach(() => {
    setTestContent(embeddedContent());
  });
  cleanUpAfterEachTest();
}

/**
 * Renders `tree(server)` to HTML, then hydrates that HTML with `tree(client)` where `client` holds the server's
 * dehydrated cache (through JSON, as the page ships it). Returns the HTML and what React reported while hydrating (before the unmount).
 */
export async function renderOnServerAndHydrate(
  server: QueryClient,
  tree: (queryClient: QueryClient) => ReactElement,
): Promise<{ html: string; problems: unknown[] }> {
  const html = renderToString(tree(server));
  const client = testQueryClient();
  hydrate(client, JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const problems: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => problems.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(client), { onRecoverableError: (error) => problems.push(error) });
    await Promise.resolve();
  });
  const reported = [...problems];
  act(() => root?.unmount());
  container.remove();
  return { html, problems: reported };
}
