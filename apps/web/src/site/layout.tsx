import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Footer, useSiteConfig } from "@tupelo-medicare/ui";
import { Island } from "../islands/index.js";
import { headerProps } from "../islands/header-props.js";
import { siteSettingsQuery } from "../app/queries.js";
import { usePageRoute } from "../app/page-route.js";

/**
 * The frame around every page: sticky header, main region, footer with the TPMO disclaimer, mobile appointment
 * bar. The header and the bar are islands (hydrated in the browser); the footer is plain prerendered HTML.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = usePageRoute();
  const settings = useQuery(siteSettingsQuery());
  const config = useSiteConfig();
  return (
    <>
      <Island name="header" props={headerProps(pathname, config.navigation)} />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer tpmoDisclaimer={settings.data?.tpmoDisclaimer || undefined} />
      <Island name="mobile-bar" props={{ href: config.schedulerUrl }} />
    </>
  );
}
