/** The resources hub (/resources): cards to the guides, videos, blog, calculators, glossary and the free guide. */
import { DEFAULT_LEAD_SOURCE } from "@tupelo-medicare/lead-forms/provider";
import { LeadButton } from "../../islands/index.js";
import { Breadcrumb, Seo } from "@tupelo-medicare/ui";
import { LinkCardGrid } from "../home/home-link-cards.js";
import type { LinkCardData } from "../home/home-link-cards.js";

const CONTAINER = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** The resource sections, in menu order. */
export const RESOURCE_SECTIONS: readonly LinkCardData[] = [
  {
    id: "guides",
    href: "/resources/guides",
    title: "Guides",
    description: "Step-by-step guides you can read on screen or print and bring to your appointment.",
    action: "Browse guides",
  },
  {
    id: "videos",
    href: "/videos",
    title: "Videos",
    description: "Short videos that explain Medicare topics in plain language.",
    action: "Watch videos",
  },
  {
    id: "blog",
    href: "/blog",
    title: "Blog",
    description: "Tips, yearly changes and answers to the questions we hear most.",
    action: "Read the blog",
  },
  {
    id: "calculators",
    href: "/resources/calculators",
    title: "Calculators",
    description: "Estimate your costs before you choose a plan.",
    action: "Use the calculators",
  },
  {
    id: "glossary",
    href: "/resources/glossary",
    title: "Glossary",
    description: "Medicare words and abbreviations explained simply.",
    action: "Open the glossary",
  },
  {
    id: "medicare-breakdown",
    href: "/medicare-breakdown",
    title: "Free Medicare Breakdown",
    description: "Our free guide to Medicare from start to finish: the parts, the costs and when to sign up.",
    action: "Get the free guide",
  },
];

/** The resources hub page. */
export default function ResourcesHubPage() {
  const description =
    "Free Medicare resources: guides, videos, our blog, cost calculators, a glossary and the free Medicare Breakdown guide.";
  return (
    <div className={`${CONTAINER} flex flex-col gap-10 py-6 lg:py-10`}>
      <Seo
        title="Resources"
        description={description}
        canonical="/resources"
        structuredData={{
          type: "collectionpage",
          name: "Resources",
          description,
          items: RESOURCE_SECTIONS.map((section) => ({ name: section.title, url: section.href })),
        }}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Resources" }]} />
      <div className="flex max-w-3xl flex-col gap-4">
        <h1 className="m-0 text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">Resources</h1>
        <p className="m-0 text-lg">
          Learn about Medicare at your own pace. Everything here is free to read, watch and print.
        </p>
      </div>
      <section aria-label="Resource sections">
        <LinkCardGrid cards={RESOURCE_SECTIONS} />
      </section>
      <section
        aria-labelledby="resources-guide-title"
        className="flex flex-col gap-4 rounded-card bg-primary-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex max-w-2xl flex-col gap-2">
          <h2 id="resources-guide-title" className="m-0 text-2xl font-bold text-white">
            Want it all in one place?
          </h2>
          <p className="m-0 text-white">
            Get the free Medicare Breakdown sent to your e-mail. A licensed agent will send it to you.
          </p>
        </div>
        <LeadButton
          source={DEFAULT_LEAD_SOURCE}
          label="Download Free Guide"
          size="lg"
          className="focus-visible:outline-focus-inverse"
        />
      </section>
    </div>
  );
}
