import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { useLocation, useRoutes } from "react-router-dom";
import { LeadDialogProvider } from "@tupelo-medicare/lead-forms";
import { PageErrorBoundary, SiteConfigProvider } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";
import { Layout } from "./layout.js";
import { RouterLink } from "./router-link.js";
import { SITE_ROUTES } from "./routes.js";
import { ScrollToTop } from "./scroll-to-top.js";
import { SUBMISSION_ENDPOINTS } from "./submission-endpoints.js";
import { startWebVitals } from "./web-vitals.js";

const routeObjects = SITE_ROUTES.map((route) => ({ path: route.path, element: <route.Component {...(route.props ?? {})} /> }));

function Routes() {
  return useRoutes(routeObjects);
}

export interface AppProps {
  queryClient: QueryClient;
  config: PublicConfig;
  dehydratedState: DehydratedState | undefined;
}

/** The site: providers, layout and routes. Rendered by the prerender and hydrated in the browser. */
export function App({ queryClient, config, dehydratedState }: AppProps) {
  const { pathname } = useLocation();
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
                  <Routes />
                </Suspense>
              </PageErrorBoundary>
            </Layout>
          </LeadDialogProvider>
        </SiteConfigProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
