import { useEffect } from "react";
import type { ReactNode } from "react";
import { InlineErrorBoundary, SiteConfigProvider } from "@tupelo-medicare/ui";
import type { PublicConfig } from "../env.js";

/**
 * What every island renders inside, on the server and in the browser alike (so the markup matches): the site
 * configuration with plain links (islands navigate with full page loads) and an error boundary, so one broken
 * island shows 'Component error' instead of taking the page down. `onHydrated` runs once the island is live.
 */
export function IslandFrame({ config, onHydrated, children }: { config: PublicConfig; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <SiteConfigProvider config={{ schedulerUrl: config.schedulerUrl, siteUrl: config.siteUrl }}>
      <InlineErrorBoundary>{children}</InlineErrorBoundary>
    </SiteConfigProvider>
  );
}
