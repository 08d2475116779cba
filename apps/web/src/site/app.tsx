import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { SiteConfigProvider } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";
import { PageRouteContext } from "../app/page-route.js";
import { siteConfigOf } from "../app/site-identity.js";
import type { SiteIdentity } from "../app/site-identity.js";
import { NOT_FOUND_ROUTE } from "../app/site-routes.js";
import type { MatchedRoute } from "../app/site-routes.js";
import { PreviewContext } from "../preview/inspector.js";
import { Layout } from "./layout.js";
import { PAGES } from "./routes.js";

export interface AppProps {
  queryClient: QueryClient;
  config: PublicConfig;
  /** The business the pages show (the site settings entry). */
  site: SiteIdentity;
  /** The page's path and query string. */
  location: { pathname: string; search: URLSearchParams };
  /** The route this render matched (its page, props and params; a 404 renders the not-found page). */
  match: MatchedRoute;
  /** A draft preview render (Contentful inspector attributes on). */
  preview?: boolean;
}

/**
 * The site: providers, layout and the matched page. Rendered only by the prerender (the browser hydrates the page's
 * islands, see ARCHITECTURE.md), so nothing here needs browser effects or a router: links are full page loads, and
 * the page reads its path, query string and params from the render's one route match (usePageRoute).
 */
export function App({ queryClient, site, location, match, preview = false }: AppProps) {
  const route = match.status === 404 ? NOT_FOUND_ROUTE : match.route;
  const { Component } = PAGES[route.page];
  return (
    <PreviewContext.Provider value={preview}>
      <QueryClientProvider client={queryClient}>
        <SiteConfigProvider config={siteConfigOf(site)}>
          <PageRouteContext.Provider value={{ ...location, params: match.params }}>
            <Layout>
              <Component {...(route.props ?? {})} />
            </Layout>
          </PageRouteContext.Provider>
        </SiteConfigProvider>
      </QueryClientProvider>
    </PreviewContext.Provider>
  );
}
