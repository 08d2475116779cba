import * as React from "react";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import { Image } from "./image";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/** One milestone of the timeline. */
interface TimelineCarouselItem {
  year: number | string;
  title: string;
  text: string;
  image?: { src?: string | null; alt: string };
}

type TimelineCarouselProps = Omit<React.ComponentProps<"section">, "children"> & {
  items: TimelineCarouselItem[];
  /** Heading and accessible name. @defaultValue 'Our Journey' */
  label?: string;
  /** @defaultValue 2 */
  headingLevel?: 2 | 3;
  /** The milestone shown first (index). @defaultValue 0 */
  defaultIndex?: number;
};

/**
 * A looping carousel of milestones (the About page's 'Our Journey'). It never moves by itself; year buttons
 * and Previous/Next are real buttons, the visible slide is announced politely and the hidden ones are inert.
 */
function TimelineCarousel({
  items,
  label = "Our Journey",
  headingLevel = 2,
  defaultIndex = 0,
  className,
  ...props
}: TimelineCarouselProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, startIndex: defaultIndex });
  const [selected, setSelected] = React.useState(defaultIndex);
  const count = items.length;
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;

  React.useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on("select", onSelect);
    return () => {
      emblaApi.off("select", onSelect);
    };
  }, [emblaApi]);

  const goTo = (index: number) => {
    const next = ((index % count) + count) % count;
    setSelected(next);
    // With reduced motion the slide changes in place (a jump), it does not slide across.
    emblaApi?.scrollTo(next, prefersReducedMotion());
  };

  if (count === 0) return null;

  return (
    <section
      data-slot="timeline-carousel"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <Heading id={headingId} className="m-0 text-3xl font-bold text-primary-900">
        {label}
      </Heading>
      <div role="group" aria-label="Choose a year" className="flex flex-wrap gap-2">
        {items.map((item, index) => (
          <Button
            key={`${item.year}-${index}`}
            variant={index === selected ? "primary" : "secondary"}
            aria-current={index === selected ? "true" : undefined}
            onClick={() => goTo(index)}
            className="min-w-20"
          >
            {item.year}
          </Button>
        ))}
      </div>
      <div ref={emblaRef} className="overflow-hidden rounded-card">
        <div className="flex touch-pan-y" aria-live="polite">
          {items.map((item, index) => (
            <div
              key={`${item.year}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${item.year}`}
              aria-hidden={index === selected ? undefined : true}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <div className="grid h-full gap-6 rounded-card border border-border-subtle bg-surface-alt p-6 sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center">
                <div className="flex flex-col gap-3">
                  <p className="m-0 text-4xl font-bold text-accent-600">{item.year}</p>
                  <p className="m-0 text-2xl leading-snug font-bold text-primary-900">{item.title}</p>
                  <p className="m-0 max-w-prose">{item.text}</p>
                </div>
                {item.image ? (
                  <Image
                    src={item.image.src}
                    alt={item.image.alt}
                    width={640}
                    height={400}
                    className="w-full rounded-card object-cover"
                  />
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-between gap-4">
        <Button variant="secondary" size="icon" onClick={() => goTo(selected - 1)}>
          <ChevronLeft aria-hidden="true" className="size-6" />
          <span className="sr-only">Previous milestone</span>
        </Button>
        <p className="m-0 font-semibold text-muted" aria-hidden="true">
          {selected + 1} of {count}
        </p>
        <Button variant="secondary" size="icon" onClick={() => goTo(selected + 1)}>
          <ChevronRight aria-hidden="true" className="size-6" />
          <span className="sr-only">Next milestone</span>
        </Button>
      </div>
    </section>
  );
}

export { TimelineCarousel };
export type { TimelineCarouselItem, TimelineCarouselProps };
