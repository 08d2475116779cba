import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Footer, useSiteConfig } from "@tupelo-medicare/ui";
import { Island } from "../islands/index.js";
import { headerProps } from "../islands/header-props.js";
import { siteSettingsQuery } from "../app/queries.js";
import { BOOKING_PRODUCT_OF_PAGE } from "../app/booking-path.js";
import { useAppointmentHref } from "../app/use-appointment-href.js";
import { FOUNDATIONAL_ROUTES } from "../app/site-routes.js";
import { usePageRoute } from "../app/page-route.js";

/**
 * The frame around every page: sticky header, main region, footer with the TPMO disclaimer, mobile appointment
 * bar. The header and the bar are islands (hydrated in the browser); the footer is plain prerendered HTML.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = usePageRoute();
  const settings = useSuspenseQuery(siteSettingsQuery());
  const config = useSiteConfig();
  // The bottom bar starts a booking with the page's product (the Part D page ticks Part D).
  const slug = FOUNDATIONAL_ROUTES.find((route) => route.path === pathname)?.slug ?? "";
  const product = BOOKING_PRODUCT_OF_PAGE[slug];
  const appointment = useAppointmentHref(config.schedulerUrl, product ? [product] : []);
  return (
    <>
      <Island name="header" props={headerProps(pathname, config.navigation)} />
      <main id="main-content" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <Footer tpmoDisclaimer={settings.data?.tpmoDisclaimer || undefined} />
      <Island name="mobile-bar" props={{ href: appointment }} />
    </>
  );
}
