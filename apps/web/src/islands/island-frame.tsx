import { useEffect } from "react";
import type { ReactNode } from "react";
import { InlineErrorBoundary, SiteConfigProvider } from "@tupelo-medicare/ui";
import { siteConfigOf } from "../app/site-identity.js";
import type { SiteIdentity } from "../app/site-identity.js";

/**
 * What every island renders inside, on the server and in the browser alike (so the markup matches): the site
 * configuration (the site settings' business facts) with plain links (islands navigate with full page loads) and an error boundary, so one broken
 * island shows 'Component error' instead of taking the page down. `onHydrated` runs once the island is live.
 */
export function IslandFrame({
  site,
  onHydrated,
  children,
}: {
  site: SiteIdentity;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    onHydrated?.();
  }, [onHydrated]);
  return (
    <SiteConfigProvider config={siteConfigOf(site)}>
      <InlineErrorBoundary>{children}</InlineErrorBoundary>
    </SiteConfigProvider>
  );
}
