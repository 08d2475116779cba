import * as React from "react";
import type { LucideIcon } from "lucide-react";
import { defaultFooterColumns, defaultLegalLinks, defaultNavigation } from "./navigation";

/** Props every link component receives: an anchor's props with a required `href`. */
type LinkProps = React.ComponentProps<"a"> & { href: string };

/** A component that renders a link, e.g. an adapter around a router's Link: `({ href, ...p }) => <Link to={href} {...p} />`. */
type LinkComponent = React.ComponentType<LinkProps>;

/** A link with its visible text. */
interface SiteLink {
  label: string;
  href: string;
}

/** One entry of a menu group. */
interface NavItem {
  title: string;
  href: string;
  description: string;
  icon: LucideIcon;
}

/** A menu group: a dropdown on desktop, an accordion section on phones. */
interface NavGroup {
  id: string;
  label: string;
  /** Optional section page (e.g. /plans), shown as the first link of the group. */
  href?: string;
  /** Text of that first link. @defaultValue the group label */
  overview?: string;
  items: NavItem[];
}

/** A footer column of links. */
interface FooterColumn {
  title: string;
  links: SiteLink[];
}

/** The office's postal address. */
interface PostalAddress {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

/** Everything about the business that components show: one place, no literals in components. */
interface SiteConfig {
  brand: string;
  /** Title used when a page gives none; the brand is appended. */
  defaultTitle: string;
  defaultDescription: string;
  /** Absolute origin of the site, used to make canonical and structured-data addresses absolute. */
  siteUrl: string;
  phone: { display: string; href: string; tty: string };
  email: string;
  address: PostalAddress;
  officeHours: { weekdays: string; weekends: string; openingHours: string };
  social: { facebook: string; youtube: string; linkedin: string };
  schedulerUrl: string;
  navigation: NavGroup[];
  footerColumns: FooterColumn[];
  legalLinks: SiteLink[];
  /** Renders internal links; plug your router's Link here. @defaultValue a plain `<a>` */
  LinkComponent: LinkComponent;
}

/** The default link: a plain anchor. */
function DefaultLink(props: LinkProps) {
  return <a {...props} />;
}

/** Trace Medicare Partners' details (SPEC §1, §2, §9). Apps override `schedulerUrl` from SCHEDULER_URL. */
const defaultSiteConfig: SiteConfig = {
  brand: "Trace Medicare Partners",
  defaultTitle: "Your Local Trusted Medicare Partners in Tupelo, MS",
  defaultDescription:
    "Free, local help with Medicare in Tupelo, Mississippi: Medicare Advantage, Medicare Supplements, Part D drug plans and add-on coverage, explained in plain language.",
  siteUrl: "https://www.tracemedicarepartners.com",
  phone: { display: "(662) 555-0142", href: "tel:+16625550142", tty: "711" },
  email: "hello@tracemedicarepartners.com",
  address: { street: "431 West Main Street, Suite 200", locality: "Tupelo", region: "MS", postalCode: "38804", country: "US" },
  officeHours: { weekdays: "Monday-Friday 9:00 AM-5:00 PM", weekends: "Closed", openingHours: "Mo-Fr 09:00-17:00" },
  social: {
    facebook: "https://www.facebook.com/tracemedicarepartners",
    youtube: "https://www.youtube.com/@tracemedicarepartners",
    linkedin: "https://www.linkedin.com/company/trace-medicare-partners",
  },
  schedulerUrl: "https://calendly.com/tracemedicarepartners/medicare-appointment",
  navigation: defaultNavigation,
  footerColumns: defaultFooterColumns,
  legalLinks: defaultLegalLinks,
  LinkComponent: DefaultLink,
};

const SiteConfigContext = React.createContext<SiteConfig>(defaultSiteConfig);

/** The address as one line: '431 West Main Street, Suite 200, Tupelo, MS 38804'. */
function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

type SiteConfigProviderProps = {
  /** Values to change; the rest come from the enclosing provider, or `defaultSiteConfig` at the top. */
  config?: Partial<SiteConfig>;
  children?: React.ReactNode;
};

/** Provides the site configuration to every component below it. */
function SiteConfigProvider({ config, children }: SiteConfigProviderProps) {
  const parent = React.useContext(SiteConfigContext);
  const value = React.useMemo(() => ({ ...parent, ...config }), [parent, config]);
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/** The site configuration from the nearest SiteConfigProvider, or `defaultSiteConfig`. */
function useSiteConfig(): SiteConfig {
  return React.useContext(SiteConfigContext);
}

export { DefaultLink, SiteConfigProvider, defaultSiteConfig, formatAddress, useSiteConfig };
export type { FooterColumn, LinkComponent, LinkProps, NavGroup, NavItem, PostalAddress, SiteConfig, SiteConfigProviderProps, SiteLink };
