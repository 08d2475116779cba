/**
 * The HTML sitemap (/sitemap, linked in the footer): a heading per area listing every page of the site: the
 * fixed routes, and the blog posts, videos, resource guides, state pages and agent pages the content defines.
 */
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Breadcrumb, Seo, useSiteConfig } from "@tupelo-medicare/ui";
import { SITEMAP_QUERIES } from "./sitemap.data.js";
import type { SitemapLink } from "./sitemap.data.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** Texts of the sitemap's list states. */
export const SITEMAP_TEXT = {
  title: "Sitemap",
  empty: "Nothing here yet.",
} as const;

type StaticArea = { kind: "static"; id: string; title: string; links: readonly SitemapLink[] };
type ContentArea = { kind: "content"; id: keyof typeof SITEMAP_QUERIES; title: string; lead?: SitemapLink };

/** Every area of the sitemap in display order: fixed routes, and lists read from content (led by their list page). */
export const SITEMAP_AREAS: readonly (StaticArea | ContentArea)[] = [
  {
    kind: "static",
    id: "main",
    title: "Main Pages",
    links: [
      { title: "Home", href: "/" },
      { title: "About Us", href: "/about-us" },
      { title: "Our Team", href: "/team" },
      { title: "Client Reviews", href: "/client-reviews" },
      { title: "Contact Us", href: "/contact-us" },
    ],
  },
  {
    kind: "static",
    id: "understand-medicare",
    title: "Understand Medicare",
    links: [
      { title: "What Is Medicare?", href: "/medicare/what-is-medicare" },
      { title: "The Four Parts of Medicare", href: "/medicare/four-parts-of-medicare" },
      { title: "Enrollment Periods", href: "/medicare/enrollment-periods" },
      { title: "Medicare Costs", href: "/medicare/medicare-costs" },
      { title: "Eligibility", href: "/medicare/eligibility" },
    ],
  },
  {
    kind: "content",
    id: "statePages",
    title: "Medicare by State",
    lead: { title: "All States", href: "/medicare/by-state" },
  },
  {
    kind: "static",
    id: "plans",
    title: "Medicare Plans",
    links: [
      { title: "Medicare Plans Overview", href: "/plans" },
      { title: "Medicare Advantage", href: "/plans/medicare-advantage" },
      { title: "Medicare Supplements", href: "/plans/medicare-supplements" },
      { title: "Part D Drug Plans", href: "/plans/medicarepartd" },
      { title: "Add-On Coverage Options", href: "/plans/medicare-add-on-coverage-options" },
    ],
  },
  {
    kind: "static",
    id: "resources",
    title: "Resources",
    links: [
      { title: "Resources Overview", href: "/resources" },
      { title: "Calculators", href: "/resources/calculators" },
      { title: "Glossary", href: "/resources/glossary" },
    ],
  },
  {
    kind: "static",
    id: "free-guides",
    title: "Free Guides",
    links: [
      { title: "Free Medicare Breakdown", href: "/medicare-breakdown" },
      { title: "Avoid Medicare Mistakes", href: "/avoid-mistakes-with-medicare" },
    ],
  },
  {
    kind: "content",
    id: "guides",
    title: "Resource Guides",
    lead: { title: "All Resource Guides", href: "/resources/guides" },
  },
  { kind: "content", id: "blogPosts", title: "Blog", lead: { title: "All Blog Posts", href: "/blog" } },
  { kind: "content", id: "videos", title: "Videos", lead: { title: "Video Library", href: "/videos" } },
  { kind: "content", id: "agentPages", title: "Our Agents" },
  {
    kind: "static",
    id: "legal",
    title: "Legal",
    links: [
      { title: "Privacy Policy", href: "/privacy-policy" },
      { title: "Terms of Service", href: "/terms-of-service" },
      { title: "Accessibility", href: "/accessibility" },
      { title: "Sitemap", href: "/sitemap" },
    ],
  },
];

const LINK =
  "inline-flex min-h-11 items-center py-1 font-semibold text-primary-700 underline underline-offset-4 hover:decoration-2";

function LinkList({ links }: { links: readonly SitemapLink[] }) {
  const { LinkComponent } = useSiteConfig();
  return (
    <ul role="list" className="m-0 flex list-none flex-col gap-1 p-0">
      {links.map((link) => (
        <li key={link.href}>
          <LinkComponent href={link.href} className={LINK}>
            {link.title}
          </LinkComponent>
        </li>
      ))}
    </ul>
  );
}

function Area({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${id}`} data-sitemap-area={id} className="flex flex-col gap-3">
      <h2 id={`sitemap-${id}`} className="m-0 border-b border-border-subtle pb-2 text-2xl font-bold text-primary-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ContentList({ area }: { area: ContentArea }) {
  const query = useSuspenseQuery(SITEMAP_QUERIES[area.id]());
  const lead = area.lead ? [area.lead] : [];
  if (query.data.length === 0 && lead.length === 0) return <p className="m-0 text-muted">{SITEMAP_TEXT.empty}</p>;
  return <LinkList links={[...lead, ...query.data]} />;
}

/** The HTML sitemap page. */
export default function SitemapPage() {
  const { brand } = useSiteConfig();
  const description = `Every page of the ${brand} website in one place: Medicare basics, plans, guides, videos, blog posts and more.`;
  return (
    <div className={`${CONTAINER} flex flex-col gap-10 py-6 lg:py-10`}>
      <Seo
        title={SITEMAP_TEXT.title}
        description={description}
        canonical="/sitemap"
        structuredData={{ type: "webpage", name: SITEMAP_TEXT.title, description }}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: SITEMAP_TEXT.title }]} />
      <div className="flex max-w-3xl flex-col gap-3">
        <h1 className="m-0 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">{SITEMAP_TEXT.title}</h1>
        <p className="m-0 text-lg">Every page of our website, grouped by topic.</p>
      </div>
      <div className="grid gap-x-10 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
        {SITEMAP_AREAS.map((area) => (
          <Area key={area.id} id={area.id} title={area.title}>
            {area.kind === "static" ? <LinkList links={area.links} /> : <ContentList area={area} />}
          </Area>
        ))}
      </div>
    </div>
  );
}
