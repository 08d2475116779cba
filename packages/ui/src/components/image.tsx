import * as React from "react";
import { ImageOff } from "lucide-react";
import { cn } from "../lib/cn";
import { IMAGE_LAZY_ROOT_MARGIN } from "../lib/constants";
import { useInViewOnce } from "../internal/use-in-view";

type ImageProps = Omit<React.ComponentProps<"img">, "src" | "width" | "height" | "alt"> & {
  /** The address; empty or missing shows the placeholder. */
  src?: string | null;
  /** Text alternative; "" for decorative images. */
  alt: string;
  /** Intrinsic width in pixels: with `height`, reserves the space so nothing shifts. */
  width: number;
  height: number;
  /** Loads at once with high priority (the first large image of a page) instead of lazily. */
  priority?: boolean;
  /** Content of the placeholder shown on error. @defaultValue an image-off icon */
  fallback?: React.ReactNode;
};

/** The classes of the placeholder shown when an image fails (or has no address): its sizer and content share one cell. */
const fallbackClass = (className: string | undefined) =>
  cn("grid max-w-full place-items-center overflow-hidden bg-surface-alt text-muted *:[grid-area:1/1]", className);

/**
 * An empty SVG with the image's proportions, as wide as its placeholder: it gives the box the image's height before
 * the image is there. A style attribute (`aspect-ratio`) would do the same, but the site's Content-Security-Policy
 * allows none; an <img> reserves its space from its width and height attributes.
 */
function RatioSizer({ width, height }: { width: number; height: number }) {
  return <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full" />;
}

/**
 * An image that loads when it comes within 50 px of the viewport (IntersectionObserver plus native lazy
 * loading), keeps its space with width/height, and switches for good to a placeholder ('Image unavailable')
 * if it fails to load.
 *
 * Without React in the browser (a prerendered page that hydrates nothing), the markup carries what a small plain
 * script needs to do the same: the waiting placeholder has `data-src`, `data-srcset`, `data-sizes`, `data-width`,
 * `data-height`, `data-img-class` and `data-referrer-policy`; every image and placeholder has `data-fallback-class`;
 * and the fallback's content follows it in a hidden `[data-image-fallback]` element.
 */
function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  fallback,
  className,
  style,
  srcSet,
  sizes,
  onError,
  onLoad,
  ...props
}: ImageProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const [loaded, setLoaded] = React.useState(false);
  const [ref, inView] = useInViewOnce<HTMLSpanElement>({ rootMargin: IMAGE_LAZY_ROOT_MARGIN, disabled: priority });

  if (!src || failedSrc === src) {
    return (
      <span
        data-slot="image"
        data-state="error"
        role="img"
        aria-label="Image unavailable"
        className={fallbackClass(className)}
        style={style}
      >
        <RatioSizer width={width} height={height} />
        {fallback ?? <ImageOff aria-hidden="true" className="size-10" />}
      </span>
    );
  }

  const imgClass = cn("max-w-full bg-surface-alt", className);
  const hiddenFallback = (
    <span hidden data-image-fallback="">
      {fallback ?? <ImageOff aria-hidden="true" className="size-10" />}
    </span>
  );

  if (!inView) {
    return (
      <>
        <span
          ref={ref}
          data-slot="image"
          data-state="idle"
          data-src={src}
          data-srcset={srcSet || undefined}
          data-sizes={srcSet ? sizes : undefined}
          data-width={width}
          data-height={height}
          data-img-class={imgClass}
          data-fallback-class={fallbackClass(className)}
          data-referrer-policy={props.referrerPolicy}
          {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
          className={cn("block max-w-full overflow-hidden bg-surface-alt", className)}
          style={style}
        >
          <RatioSizer width={width} height={height} />
        </span>
        {hiddenFallback}
        <noscript>
          <img
            src={src}
            srcSet={srcSet || undefined}
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            className={className}
            loading="lazy"
            decoding="async"
          />
        </noscript>
      </>
    );
  }

  return (
    <>
      <img
        data-slot="image"
        data-fallback-class={fallbackClass(className)}
        data-state={loaded ? "loaded" : "loading"}
        src={src}
        srcSet={srcSet || undefined}
        // `sizes` means nothing without `srcset` (and is invalid HTML there, also on React's preload link).
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={imgClass}
        style={style}
        onLoad={(event) => {
          setLoaded(true);
          onLoad?.(event);
        }}
        onError={(event) => {
          setFailedSrc(src);
          onError?.(event);
        }}
        {...props}
      />
      {hiddenFallback}
    </>
  );
}

export { Image };
export type { ImageProps };
