import * as React from "react";
import type { LucideIcon } from "lucide-react";

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

/** The business facts every component that shows the business needs: the kit ships none of them. */
const REQUIRED_KEYS = [
  "brand",
  "defaultTitle",
  "defaultDescription",
  "siteUrl",
  "phone",
  "email",
  "address",
  "officeHours",
  "schedulerUrl",
] as const;

/**
 * Everything about the business that components show: one place, no literals in components. The kit carries no
 * business's details: the app provides them (the brand, phone, address, hours, … of its own agency) through
 * SiteConfigProvider. Navigation, footer columns, legal links and social profiles are the app's too (empty unless given).
 */
interface SiteConfig {
  brand: string;
  /** Title used when a page gives none; the brand is appended. */
  defaultTitle: string;
  defaultDescription: string;
  /** Absolute origin of the site, used to make canonical and structured-data addresses absolute. */
  siteUrl: string;
  /** `href` is a tel: link; `tty` the TTY or relay number. */
  phone: { display: string; href: string; tty: string };
  email: string;
  address: PostalAddress;
  /** `openingHours` in schema.org form ('Mo-Fr 09:00-17:00'). */
  officeHours: { weekdays: string; weekends: string; openingHours: string };
  /** Profiles shown in the footer and structured data; a network left out is not shown. */
  social: { facebook?: string; youtube?: string; linkedin?: string };
  schedulerUrl: string;
  navigation: NavGroup[];
  footerColumns: FooterColumn[];
  legalLinks: SiteLink[];
  /** Renders internal links; plug your router's Link here. @defaultValue a plain `<a>` */
  LinkComponent: LinkComponent;
}

/** What a SiteConfigProvider takes: the business facts are required (at the outermost provider), the rest optional. */
type SiteConfigInput = Pick<SiteConfig, (typeof REQUIRED_KEYS)[number]> &
  Partial<Omit<SiteConfig, (typeof REQUIRED_KEYS)[number]>>;

/** The default link: a plain anchor. */
function DefaultLink(props: LinkProps) {
  return <a {...props} />;
}

/** What a business-free kit can default: no menus, no social profiles, plain links. */
const NEUTRAL: Pick<SiteConfig, "social" | "navigation" | "footerColumns" | "legalLinks" | "LinkComponent"> = {
  social: {},
  navigation: [],
  footerColumns: [],
  legalLinks: [],
  LinkComponent: DefaultLink,
};

const SiteConfigContext = React.createContext<Partial<SiteConfig>>({});

/** The address as one line: '100 Example Street, Exampleville, MS 38800'. */
function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** The business facts `config` lacks. */
function missingKeys(config: Partial<SiteConfig>): string[] {
  return REQUIRED_KEYS.filter((key) => {
    const value = config[key];
    return value === undefined || value === null || value === "";
  });
}

type SiteConfigProviderProps = {
  /**
   * The site's configuration. The outermost provider needs the business facts (brand, default title and
   * description, site URL, phone, e-mail, address, office hours, scheduler URL); a nested provider changes some.
   */
  config: SiteConfigInput | Partial<SiteConfig>;
  children?: React.ReactNode;
};

/** Provides the site configuration to every component below it; nested providers merge over their parent. */
function SiteConfigProvider({ config, children }: SiteConfigProviderProps) {
  const parent = React.useContext(SiteConfigContext);
  const value = React.useMemo(() => ({ ...parent, ...config }), [parent, config]);
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

/**
 * The site configuration from the nearest SiteConfigProvider. Throws, naming what is missing, when no provider gave
 * the business facts: the kit never shows an invented (or another agency's) name or phone number.
 */
function useSiteConfig(): SiteConfig {
  const config = React.useContext(SiteConfigContext);
  const missing = missingKeys(config);
  if (missing.length > 0) {
    throw new Error(
      `@tupelo-medicare/ui needs your business details: wrap the app in <SiteConfigProvider config={{ ... }}> with ${missing.join(", ")}. The kit ships no business's name, phone or address.`,
    );
  }
  return { ...NEUTRAL, ...config } as SiteConfig;
}

/** The configured link component (a plain anchor by default): links need no business details. */
function useLinkComponent(): LinkComponent {
  return React.useContext(SiteConfigContext).LinkComponent ?? DefaultLink;
}

export { DefaultLink, SiteConfigProvider, formatAddress, useLinkComponent, useSiteConfig };
export type {
  FooterColumn,
  LinkComponent,
  LinkProps,
  NavGroup,
  NavItem,
  PostalAddress,
  SiteConfig,
  SiteConfigInput,
  SiteConfigProviderProps,
  SiteLink,
};
