import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useLocation, useRoutes } from "react-router-dom";
import { PageErrorBoundary, SiteConfigProvider } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";
import { Layout } from "./layout.js";
import { RouterLink } from "./router-link.js";
import { NOT_FOUND_ROUTE, SITE_ROUTES } from "./routes.js";

const routeObjects = SITE_ROUTES.map((route) => ({ path: route.path, element: <route.Component {...(route.props ?? {})} /> }));
const notFoundRoutes = [{ path: "*", element: <NOT_FOUND_ROUTE.Component /> }];

/** The page for the current path; on the 404 document, the not-found page. */
function Routes({ notFound }: { notFound: boolean }) {
  return useRoutes(notFound ? notFoundRoutes : routeObjects);
}

export interface AppProps {
  queryClient: QueryClient;
  config: PublicConfig;
  /** The path the 404 document is rendered for: it shows the not-found page there. */
  notFoundPath?: string | undefined;
}

/**
 * The site: providers, layout and routes. Rendered only by the prerender (the browser hydrates the page's islands,
 * see ARCHITECTURE.md), so nothing here needs browser effects: full page loads start at the top, and the client
 * entry starts the optional web-vitals diagnostics.
 */
export function App({ queryClient, config, notFoundPath }: AppProps) {
  const { pathname, search } = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider config={{ schedulerUrl: config.schedulerUrl, siteUrl: config.siteUrl, LinkComponent: RouterLink }}>
        <Layout>
          <PageErrorBoundary resetKeys={[pathname]}>
            <Suspense fallback={<div className="mx-auto max-w-6xl px-4 py-16" aria-busy="true" />}>
              <Routes notFound={notFoundPath !== undefined && notFoundPath === pathname + search} />
            </Suspense>
          </PageErrorBoundary>
        </Layout>
      </SiteConfigProvider>
    </QueryClientProvider>
  );
}
