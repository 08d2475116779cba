import { ContentCard } from "@tupelo-medicare/ui";
import type { ContentCardProps } from "@tupelo-medicare/ui";

export type ContentCardIslandProps = Omit<ContentCardProps, "LinkComponent" | "children">;

/** A post, video, guide or state card; an island because its image loads lazily and falls back to a placeholder. */
export default function ContentCardIsland(props: ContentCardIslandProps) {
  return <ContentCard {...props} />;
}
