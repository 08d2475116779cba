import { Pagination, Seo } from "@tupelo-medicare/ui";
import type { ReactNode } from "react";
import { ContentCard } from "../../islands/index.js";
import type { SiteContentCardProps } from "../../components/content-card.js";

/** One card of a library page: its card (a link to `href`, its heading level set here) and its id. */
export interface LibraryCard extends Omit<SiteContentCardProps, "headingLevel"> {
  id: string;
}

/**
 * A library page (the guides, the videos): its heading and description, a collection page's structured data, 3-column
 * cards (the first row's images load first) and numbered pagination; or, with no cards, the empty state.
 */
export function CardLibrary({
  heading,
  description,
  page,
  pageCount,
  pathOf,
  cards,
  empty,
}: {
  heading: string;
  description: string;
  page: number;
  pageCount: number;
  /** The address of a page of the library. */
  pathOf: (page: number) => string;
  cards: readonly LibraryCard[];
  /** The empty state's heading and text. */
  empty: { title: string; text?: ReactNode };
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Seo
        title={page > 1 ? `${heading}: Page ${page}` : heading}
        description={description}
        canonical={pathOf(page)}
        structuredData={{
          type: "collectionpage",
          name: heading,
          description,
          items: cards.map((card) => ({ name: card.title, url: card.href })),
        }}
      />
      <header className="mb-8 flex flex-col gap-3">
        <h1 className="text-4xl font-bold text-primary-900 sm:text-5xl">{heading}</h1>
        <p className="max-w-prose text-lg text-muted">{description}</p>
      </header>
      {cards.length === 0 ? (
        <div className="rounded-card border border-border-subtle bg-surface-alt p-8 text-center">
          <h2 className="text-2xl font-bold text-primary-900">{empty.title}</h2>
          {empty.text ? <p className="mt-2 text-lg text-muted">{empty.text}</p> : null}
        </div>
      ) : (
        <div className="flex flex-col gap-10">
          <ul className="m-0 grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map(({ id, ...card }) => (
              <li key={id}>
                <ContentCard {...card} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pagination variant="numbered" page={page} totalPages={pageCount} hrefForPage={pathOf} />
        </div>
      )}
    </div>
  );
}
