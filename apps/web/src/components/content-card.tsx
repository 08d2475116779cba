import { ContentCard } from "@tupelo-medicare/ui";
import type { ContentCardProps } from "@tupelo-medicare/ui";

export type SiteContentCardProps = Omit<ContentCardProps, "LinkComponent" | "children">;

/**
 * A post, video, guide or state card: prerendered HTML, never hydrated. Its image loads near the viewport and
 * falls back to a placeholder by the plain image script (app/image-runtime.ts); the card is a link.
 */
export function SiteContentCard(props: SiteContentCardProps) {
  return <ContentCard {...props} />;
}
