/** A grid of link cards (icon, title, description), used by the plans and resources hubs. */
import type { ComponentType } from "react";
import { useSiteConfig } from "@tupelo-medicare/ui";
import { LabelWithArrow } from "../../components/icons.js";

/** One card: where it goes, its title and a one-line description. */
export interface LinkCardData {
  id: string;
  href: string;
  title: string;
  description: string;
  /** The visible call to action. @defaultValue 'Learn More' */
  action?: string;
}

type IconComponent = ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;

/** The menu icon of the page a card links to, so hubs and menus use the same pictures. */
function useMenuIcon(href: string): IconComponent | undefined {
  const { navigation } = useSiteConfig();
  return navigation.flatMap((group) => group.items).find((item) => item.href === href)?.icon as
    IconComponent | undefined;
}

function LinkCard({ card, headingLevel }: { card: LinkCardData; headingLevel: 2 | 3 }) {
  const { LinkComponent } = useSiteConfig();
  const Icon = useMenuIcon(card.href);
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-link-card={card.id}
      className="group relative flex h-full flex-col gap-3 rounded-card border border-border-subtle bg-surface p-6 shadow-sm focus-within:shadow-md hover:shadow-md"
    >
      {Icon ? (
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <Heading className="m-0 text-2xl leading-snug font-bold text-primary-900">{card.title}</Heading>
      <p className="m-0 text-muted">{card.description}</p>
      <LinkComponent
        href={card.href}
        className="mt-auto self-start py-2 font-semibold text-primary-700 underline underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:decoration-2 focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-focus"
      >
        <span className="sr-only">{card.title}:</span> <LabelWithArrow label={card.action ?? "Learn More"} />
      </LinkComponent>
    </article>
  );
}

/** The cards as a list in a grid of 1, 2 or `columns` columns. */
export function LinkCardGrid({
  cards,
  columns = 3,
  headingLevel = 2,
}: {
  cards: readonly LinkCardData[];
  columns?: 2 | 3;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul
      role="list"
      className={`m-0 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""}`}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <LinkCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
