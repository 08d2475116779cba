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
import type { NavGroup, SiteConfigInput } from "./site-config";

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
      { title: "Videos", href: "/videos", description: "Short videos that explain Medicare topics.", icon: CirclePlay },
      { title: "Blog", href: "/blog", description: "Tips, news and answers to common questions.", icon: Newspaper },
      {
        title: "Calculators",
        href: "/resources/calculators",
        description: "Estimate your costs before you choose.",
        icon: Calculator,
      },
      { title: "Glossary", href: "/resources/glossary", description: "Medicare words explained simply.", icon: BookA },
      {
        title: "Free Medicare Breakdown",
        href: "/medicare-breakdown",
        description: "Our free guide to Medicare, start to finish.",
        icon: Gift,
      },
    ],
  },
  {
    id: "about-us",
    label: "About Us",
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
      { title: "Contact Us", href: "/contact-us", description: "Call, e-mail or visit our office.", icon: Mail },
      {
        title: "Avoid Medicare Mistakes",
        href: "/avoid-mistakes-with-medicare",
        description: "Our free guide to costly mistakes and how to avoid them.",
        icon: TriangleAlert,
      },
    ],
  },
];

/**
 * A clearly fictional agency for stories and tests (the kit's own, and an app's): never a real business's details.
 * Its phone number is in the 555-01xx range reserved for fiction; its addresses are example.com. An app provides its
 * own business to SiteConfigProvider.
 */
export const exampleSiteConfig: SiteConfigInput = {
  brand: "Example Medicare Agency",
  defaultTitle: "Plain-language Medicare help from an example agency",
  defaultDescription: "A fictional Medicare agency used to show and test the UI kit.",
  siteUrl: "https://www.example.com",
  phone: { display: "(555) 010-0199", href: "tel:+15550100199", tty: "711" },
  email: "hello@example.com",
  address: { street: "100 Example Street", locality: "Exampleville", region: "MS", postalCode: "38800", country: "US" },
  officeHours: { weekdays: "Monday-Friday 9:00 AM-5:00 PM", weekends: "Closed", openingHours: "Mo-Fr 09:00-17:00" },
  social: {
    facebook: "https://www.facebook.com/example",
    youtube: "https://www.youtube.com/@example",
    linkedin: "https://www.linkedin.com/company/example",
  },
  schedulerUrl: "https://scheduler.example.com/appointment",
  navigation,
  footerColumns: navigation.map((group) => ({
    title: group.label,
    links: [
      ...(group.href ? [{ label: group.overview ?? group.label, href: group.href }] : []),
      ...group.items.map((item) => ({ label: item.title, href: item.href })),
    ],
  })),
  legalLinks: [
    { label: "Privacy Policy", href: "/privacy-policy" },
    { label: "Terms of Service", href: "/terms-of-service" },
    { label: "Sitemap", href: "/sitemap" },
  ],
};
