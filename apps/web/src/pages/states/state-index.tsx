/**
 * The state index (docs/product.md, Pages and routes, /medicare/by-state): a card grid of 1, 2 or 3 columns sorted by state name, each card
 * linking to /medicare/by-state/{state}.
 */
import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { statePageName } from "@tupelo-medicare/content/rules";
import { Breadcrumb, Seo } from "@tupelo-medicare/ui";
import { ContentCard } from "../../islands/index.js";
import { statePagesQuery } from "../../app/queries.js";
import { PAGE_WIDTH } from "../content/content-page-states.js";
import { statePagePath } from "./state-page.data.js";

const CANONICAL = "/medicare/by-state";
const TITLE = "Medicare by State";
const DESCRIPTION =
  "Medicare works the same way across the country, but plan choices and costs differ from state to state. Choose your state to see what is available where you live.";
const GRID = "grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3";

/** State pages sorted by their display name. */
function sortStatePages(pages: readonly FoundationalPage[]): FoundationalPage[] {
  return [...pages].sort((a, b) => statePageName(a).localeCompare(statePageName(b), "en-US"));
}

function StateCards({ pages }: { pages: FoundationalPage[] }) {
  return (
    <ul className={GRID}>
      {pages.map((page) => (
        <li key={page.id}>
          <ContentCard
            href={statePagePath(page)}
            title={statePageName(page)}
            description={page.metadata.description.trim() || page.excerpt}
            image={{ src: page.metadata.heroImage || page.shareImage?.url, alt: page.shareImage?.description ?? "" }}
            actionLabel="Learn More"
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}

export default function StateIndexPage() {
  const query = useSuspenseQuery(statePagesQuery());
  const pages = sortStatePages(query.data);

  let content: ReactNode;
  if (pages.length === 0) {
    content = (
      <p className="rounded-card bg-surface-alt p-6 text-lg text-muted">No state pages are currently available.</p>
    );
  } else {
    content = <StateCards pages={pages} />;
  }

  return (
    <div className={PAGE_WIDTH}>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        canonical={CANONICAL}
        structuredData={{
          type: "collectionpage",
          name: TITLE,
          description: DESCRIPTION,
          url: CANONICAL,
          items: pages.map((page) => ({ name: statePageName(page), url: statePagePath(page) })),
        }}
      />
      <Breadcrumb items={[{ label: "Home", href: "/" }, { label: TITLE }]} />
      <header className="mt-6 mb-10 flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl leading-tight font-bold text-primary-900 sm:text-5xl">{TITLE}</h1>
        <p className="text-xl text-muted">{DESCRIPTION}</p>
      </header>
      {content}
    </div>
  );
}
