import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Footer, Header, MobileAppointmentBar, Toaster, useSiteConfig } from "@tupelo-medicare/ui";
import { PwaNotices } from "./pwa-notices.js";
import { siteSettingsQuery } from "./queries.js";
import { RouterLink } from "./router-link.js";

/** The frame around every page: sticky header, main region, footer with the TPMO disclaimer, mobile appointment bar. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const settings = useQuery(siteSettingsQuery());
  const config = useSiteConfig();
  return (
    <>
      <Header currentPath={pathname} LinkComponent={RouterLink} />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer tpmoDisclaimer={settings.data?.tpmoDisclaimer || undefined} LinkComponent={RouterLink} />
      <MobileAppointmentBar href={config.schedulerUrl} />
      <Toaster />
      <PwaNotices />
    </>
  );
}
