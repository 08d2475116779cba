import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useLocation, useRoutes } from "react-router-dom";
import { LeadDialogProvider } from "@tupelo-medicare/lead-forms/provider";
import { PageErrorBoundary, SiteConfigProvider } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";
import { Layout } from "./layout.js";
import { RouterLink } from "./router-link.js";
import { NOT_FOUND_ROUTE, SITE_ROUTES } from "./routes.js";
import { ScrollToTop } from "./scroll-to-top.js";
import { SUBMISSION_ENDPOINTS } from "./submission-endpoints.js";
import { startWebVitals } from "./web-vitals.js";

const routeObjects = SITE_ROUTES.map((route) => ({ path: route.path, element: <route.Component {...(route.props ?? {})} /> }));
const notFoundRoutes = [{ path: "*", element: <NOT_FOUND_ROUTE.Component /> }];

/** The page for the current path; on a served 404 document, the not-found page until the visitor moves on. */
function Routes({ notFound }: { notFound: boolean }) {
  return useRoutes(notFound ? notFoundRoutes : routeObjects);
}

export interface AppProps {
  queryClient: QueryClient;
  config: PublicConfig;
  dehydratedState: DehydratedState | undefined;
  /** The path a served 404 document was requested at: it shows the not-found page there. */
  notFoundPath?: string | undefined;
}

/** The site: providers, layout and routes. Rendered by the prerender and hydrated in the browser. */
export function App({ queryClient, config, dehydratedState, notFoundPath }: AppProps) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (config.webVitals) void startWebVitals();
  }, [config.webVitals]);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydratedState}>
        <SiteConfigProvider config={{ schedulerUrl: config.schedulerUrl, siteUrl: config.siteUrl, LinkComponent: RouterLink }}>
          <LeadDialogProvider endpoint={SUBMISSION_ENDPOINTS.lead}>
            <ScrollToTop />
            <Layout>
              <PageErrorBoundary resetKeys={[pathname]}>
                <Suspense fallback={<div className="mx-auto max-w-6xl px-4 py-16" aria-busy="true" />}>
                  <Routes notFound={notFoundPath !== undefined && notFoundPath === pathname + search} />
                </Suspense>
              </PageErrorBoundary>
            </Layout>
          </LeadDialogProvider>
        </SiteConfigProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
