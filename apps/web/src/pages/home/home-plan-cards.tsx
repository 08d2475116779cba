/** The home page's three plan cards (docs/product.md, Pages and routes: id, title, description, image, link) and the card that shows one. */
import { useSiteConfig } from "@tupelo-medicare/ui";
import { LabelWithArrow } from "../../components/icons.js";

/** One plan card of the home page. */
export interface PlanCardData {
  id: "medicare-advantage" | "medicare-supplements" | "part-d";
  title: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  link: { href: string; label: string };
}

/** The plan cards in display order; images are the site's own SVGs in public/images/home. */
export const PLAN_CARDS: readonly PlanCardData[] = [
  {
    id: "medicare-advantage",
    title: "Medicare Advantage",
    description:
      "All-in-one plans from private insurance companies (Part C). Many include drug coverage and extras like dental and vision.",
    image: {
      src: "/images/home/medicare-advantage.svg",
      alt: "A shield with a check mark over a house",
      width: 640,
      height: 360,
    },
    link: { href: "/plans/medicare-advantage", label: "Learn about Medicare Advantage" },
  },
  {
    id: "medicare-supplements",
    title: "Medicare Supplements",
    description:
      "Medigap plans that help pay the costs Original Medicare does not, such as deductibles and coinsurance. See any doctor who takes Medicare.",
    image: {
      src: "/images/home/medicare-supplements.svg",
      alt: "A Medicare card with a plus sign",
      width: 640,
      height: 360,
    },
    link: { href: "/plans/medicare-supplements", label: "Learn about Medicare Supplements" },
  },
  {
    id: "part-d",
    title: "Part D Drug Plans",
    description:
      "Prescription drug coverage for the medicines you take. We check your list of medicines and your pharmacy against each plan.",
    image: { src: "/images/home/part-d.svg", alt: "A prescription bottle and a capsule", width: 640, height: 360 },
    link: { href: "/plans/medicarepartd", label: "Learn about Part D drug plans" },
  },
];

/**
 * A plan card: the whole card is one link (named by the visible link text), the image is a small local SVG with
 * its size reserved, and the title is an h3.
 */
export function PlanCard({ card }: { card: PlanCardData }) {
  const { LinkComponent } = useSiteConfig();
  return (
    <article
      data-plan-card={card.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border-subtle bg-surface shadow-sm focus-within:shadow-md hover:shadow-md"
    >
      <img
        src={card.image.src}
        alt={card.image.alt}
        width={card.image.width}
        height={card.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full bg-surface-alt object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="m-0 text-2xl leading-snug font-bold text-primary-900">{card.title}</h3>
        <p className="m-0 text-muted">{card.description}</p>
        <LinkComponent
          href={card.link.href}
          className="mt-auto self-start py-2 font-semibold text-primary-700 underline underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:decoration-2 focus-visible:outline-none focus-visible:after:rounded-card focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-focus"
        >
          <LabelWithArrow label={card.link.label} />
        </LinkComponent>
      </div>
    </article>
  );
}
