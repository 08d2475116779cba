import {
  BookA,
  BookOpen,
  Calculator,
  CalendarDays,
  CirclePlay,
  CirclePlus,
  FileText,
  Gift,
  HeartHandshake,
  LayoutGrid,
  Mail,
  MapPin,
  Newspaper,
  Pill,
  ShieldCheck,
  ShieldPlus,
  Star,
  TriangleAlert,
  UserCheck,
  Users,
  Wallet,
} from "lucide-react";
import type { FooterColumn, NavGroup, SiteLink } from "./site-config";

/** What the menu says about the agency itself; everything else is the same for every Medicare site. */
interface SiteMenuOptions {
  /**
   * Label of the group about the agency (its id is the label in kebab case).
   * @defaultValue "About Us"
   */
  aboutLabel?: string;
  /** Town of the office, in the Contact Us description ("Call, e-mail or visit our Exampleville office."). */
  officeTown?: string;
}

/** The site's menu, the footer columns made from it and the footer's legal links. */
interface SiteMenu {
  navigation: NavGroup[];
  footerColumns: FooterColumn[];
  legalLinks: SiteLink[];
}

const kebabCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The menu of a Medicare education site: four groups (the header's dropdowns, the phone menu's sections, the footer's
 * columns), each page with an icon, a title and a one-line plain-language description, and the legal links.
 */
function createSiteMenu(options: SiteMenuOptions = {}): SiteMenu {
  const aboutLabel = options.aboutLabel ?? "About Us";
  const office = options.officeTown ? `our ${options.officeTown} office` : "our office";
  const navigation: NavGroup[] = [
    {
      id: "understand-medicare",
      label: "Understand Medicare",
      items: [
        {
          title: "What Is Medicare?",
          href: "/medicare/what-is-medicare",
          description: "The basics of Medicare in plain language.",
          icon: BookOpen,
        },
        {
          title: "The Four Parts of Medicare",
          href: "/medicare/four-parts-of-medicare",
          description: "What Parts A, B, C and D each cover.",
          icon: LayoutGrid,
        },
        {
          title: "Enrollment Periods",
          href: "/medicare/enrollment-periods",
          description: "When you can sign up or change your coverage.",
          icon: CalendarDays,
        },
        {
          title: "Medicare Costs",
          href: "/medicare/medicare-costs",
          description: "Premiums, deductibles and what you may pay.",
          icon: Wallet,
        },
        {
          title: "Eligibility",
          href: "/medicare/eligibility",
          description: "Who can get Medicare, and when.",
          icon: UserCheck,
        },
        {
          title: "Medicare by State",
          href: "/medicare/by-state",
          description: "Rules and choices where you live.",
          icon: MapPin,
        },
      ],
    },
    {
      id: "medicare-plans",
      label: "Medicare Plans",
      href: "/plans",
      overview: "Compare all Medicare plans",
      items: [
        {
          title: "Medicare Advantage",
          href: "/plans/medicare-advantage",
          description: "All-in-one plans from private insurers (Part C).",
          icon: ShieldCheck,
        },
        {
          title: "Medicare Supplements",
          href: "/plans/medicare-supplements",
          description: "Medigap plans that help pay what Original Medicare does not.",
          icon: ShieldPlus,
        },
        {
          title: "Part D Drug Plans",
          href: "/plans/medicarepartd",
          description: "Coverage for the medicines you take.",
          icon: Pill,
        },
        {
          title: "Add-On Coverage Options",
          href: "/plans/medicare-add-on-coverage-options",
          description: "Dental, vision, hearing and other extra coverage.",
          icon: CirclePlus,
        },
      ],
    },
    {
      id: "resources",
      label: "Resources",
      items: [
        {
          title: "Guides",
          href: "/resources/guides",
          description: "Step-by-step guides to read or print.",
          icon: FileText,
        },
        {
          title: "Videos",
          href: "/videos",
          description: "Short videos that explain Medicare topics.",
          icon: CirclePlay,
        },
        { title: "Blog", href: "/blog", description: "Tips, news and answers to common questions.", icon: Newspaper },
        {
          title: "Calculators",
          href: "/resources/calculators",
          description: "Estimate your costs before you choose.",
          icon: Calculator,
        },
        {
          title: "Glossary",
          href: "/resources/glossary",
          description: "Medicare words explained simply.",
          icon: BookA,
        },
        {
          title: "Free Medicare Breakdown",
          href: "/medicare-breakdown",
          description: "Our free guide to Medicare, start to finish.",
          icon: Gift,
        },
      ],
    },
    {
      id: kebabCase(aboutLabel),
      label: aboutLabel,
      items: [
        {
          title: "About Us",
          href: "/about-us",
          description: "Our story and how we help our neighbors.",
          icon: HeartHandshake,
        },
        { title: "Our Team", href: "/team", description: "Meet the licensed agents who will help you.", icon: Users },
        {
          title: "Client Reviews",
          href: "/client-reviews",
          description: "What our clients say about working with us.",
          icon: Star,
        },
        { title: "Contact Us", href: "/contact-us", description: `Call, e-mail or visit ${office}.`, icon: Mail },
        {
          title: "Avoid Medicare Mistakes",
          href: "/avoid-mistakes-with-medicare",
          description: "Our free guide to costly mistakes and how to avoid them.",
          icon: TriangleAlert,
        },
      ],
    },
  ];
  const footerColumns: FooterColumn[] = navigation.map((group) => ({
    title: group.label,
    links: [
      ...(group.href ? [{ label: group.overview ?? group.label, href: group.href }] : []),
      ...group.items.map((item) => ({ label: item.title, href: item.href })),
    ],
  }));
  const legalLinks: SiteLink[] = [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Service", href: "/terms-of-service" },
    { label: "Accessibility", href: "/accessibility" },
    { label: "Sitemap", href: "/sitemap" },
  ];
  return { navigation, footerColumns, legalLinks };
}

export { createSiteMenu };
export type { SiteMenu, SiteMenuOptions };
