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
import type { FooterColumn, NavGroup, SiteLink } from "@tupelo-medicare/ui";

/** The site menu: four groups (the header's dropdowns, the phone menu's sections, the footer's columns), each item with an icon, a title and a one-line plain-language description. */
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
    id: "the-trace-difference",
    label: "The Trace Difference",
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
      { title: "Contact Us", href: "/contact-us", description: "Call, e-mail or visit our Tupelo office.", icon: Mail },
      {
        title: "Avoid Medicare Mistakes",
        href: "/avoid-mistakes-with-medicare",
        description: "Our free guide to costly mistakes and how to avoid them.",
        icon: TriangleAlert,
      },
    ],
  },
];

/** Footer link columns: the menu groups' pages by title. */
const footerColumns: FooterColumn[] = navigation.map((group) => ({
  title: group.label,
  links: [
    ...(group.href ? [{ label: group.overview ?? group.label, href: group.href }] : []),
    ...group.items.map((item) => ({ label: item.title, href: item.href })),
  ],
}));

/** Links in the footer's bottom row. */
const legalLinks: SiteLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Sitemap", href: "/sitemap" },
];

export { navigation, footerColumns, legalLinks };
