import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { PageErrorBoundary, SiteConfigProvider } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";
import { siteConfigOf } from "./site-identity.js";
import type { SiteIdentity } from "./site-identity.js";
import { PreviewContext } from "../preview/inspector.js";
import { Layout } from "./layout.js";
import { RouterLink } from "./router-link.js";
import { NOT_FOUND_ROUTE } from "./routes.js";
import type { MatchedRoute } from "./routes.js";

/**
 * The page of the one route the render matched (matchSiteRoute is the only matcher): React Router renders just
 * that route, to hand its params to the page; a 404 renders the not-found page.
 */
function MatchedPage({ match }: { match: MatchedRoute }) {
  const route = match.status === 404 ? NOT_FOUND_ROUTE : match.route;
  return (
    <Routes>
      <Route path={route.path} element={<route.Component {...(route.props ?? {})} />} />
    </Routes>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  config: PublicConfig;
  /** The business the pages show (the site settings entry). */
  site: SiteIdentity;
  /** The route this render matched. */
  match: MatchedRoute;
  /** A draft preview render (Contentful inspector attributes on). */
  preview?: boolean;
}

/**
 * The site: providers, layout and routes. Rendered only by the prerender (the browser hydrates the page's islands,
 * see ARCHITECTURE.md), so nothing here needs browser effects: full page loads start at the top, and the client
 * entry starts the optional web-vitals diagnostics.
 */
export function App({ queryClient, site, match, preview = false }: AppProps) {
  const { pathname } = useLocation();
  return (
    <PreviewContext.Provider value={preview}>
      <QueryClientProvider client={queryClient}>
        <SiteConfigProvider config={{ ...siteConfigOf(site), LinkComponent: RouterLink }}>
          <Layout>
            <PageErrorBoundary resetKeys={[pathname]}>
              <Suspense fallback={<div className="mx-auto max-w-6xl px-4 py-16" aria-busy="true" />}>
                <MatchedPage match={match} />
              </Suspense>
            </PageErrorBoundary>
          </Layout>
        </SiteConfigProvider>
      </QueryClientProvider>
    </PreviewContext.Provider>
  );
}
