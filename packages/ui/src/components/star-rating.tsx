import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { Star } from "lucide-react";
import { cn } from "../lib/cn";

// Forced colours (Windows High Contrast) would paint every star alike: the stars keep their own system colours there,
// outlines in CanvasText and filled parts solid CanvasText, so 4 of 5 still reads as 4 of 5.
const starRatingVariants = cva("inline-flex flex-wrap items-center gap-0.5 forced-color-adjust-none", {
  variants: {
    size: { sm: "[&_svg]:size-5", default: "[&_svg]:size-6", lg: "[&_svg]:size-8" },
  },
  defaultVariants: { size: "default" },
});

type StarRatingProps = Omit<React.ComponentProps<"span">, "children"> &
  VariantProps<typeof starRatingVariants> & {
    /** The rating, e.g. 5 or 4.8; partial stars are filled in proportion. */
    value: number;
    /** @defaultValue 5 */
    max?: number;
  };

// The filled part of a star by tenths, as classes rather than a style attribute (the site's CSP allows none); written
// out whole so Tailwind finds them. Tenths match the one decimal the rating is named with.
const fillWidths = [
  "w-0",
  "w-[10%]",
  "w-[20%]",
  "w-[30%]",
  "w-[40%]",
  "w-[50%]",
  "w-[60%]",
  "w-[70%]",
  "w-[80%]",
  "w-[90%]",
  "w-full",
] as const;

function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Stars for a rating, announced as one image named 'Rated 5 out of 5'. */
function StarRating({ value, max = 5, size, className, ...props }: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <span
      data-slot="star-rating"
      role="img"
      aria-label={`Rated ${formatRating(clamped)} out of ${max}`}
      className={cn(starRatingVariants({ size }), className)}
      {...props}
    >
      {Array.from({ length: max }, (_, index) => {
        const tenths = Math.round(Math.min(Math.max(clamped - index, 0), 1) * 10);
        return (
          <span key={index} aria-hidden="true" className="relative inline-flex">
            <Star
              className="text-border forced-colors:fill-[Canvas] forced-colors:text-[CanvasText]"
              strokeWidth={1.5}
            />
            {tenths > 0 ? (
              <span className={cn("absolute inset-y-0 left-0 overflow-hidden", fillWidths[tenths])}>
                <Star
                  className="fill-accent-500 text-accent-600 forced-colors:fill-[CanvasText] forced-colors:text-[CanvasText]"
                  strokeWidth={1.5}
                />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

export { StarRating, starRatingVariants };
export type { StarRatingProps };
