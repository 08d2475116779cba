import { TimelineCarousel } from "@tupelo-medicare/ui";
import type { TimelineCarouselProps } from "@tupelo-medicare/ui";

export type TimelineIslandProps = Pick<
  TimelineCarouselProps,
  "items" | "label" | "headingLevel" | "defaultIndex" | "className"
>;

/** The About page's year-by-year carousel (never advances by itself). */
export default function TimelineIsland(props: TimelineIslandProps) {
  return <TimelineCarousel {...props} />;
}
