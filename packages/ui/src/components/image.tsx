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

/**
 * An image that loads when it comes within 50 px of the viewport (IntersectionObserver plus native lazy
 * loading), keeps its space with width/height, and switches for good to a placeholder ('Image unavailable')
 * if it fails to load.
 */
function Image({ src, alt, width, height, priority = false, fallback, className, style, srcSet, sizes, onError, onLoad, ...props }: ImageProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const [loaded, setLoaded] = React.useState(false);
  const [ref, inView] = useInViewOnce<HTMLSpanElement>({ rootMargin: IMAGE_LAZY_ROOT_MARGIN, disabled: priority });
  const boxStyle: React.CSSProperties = { aspectRatio: `${width} / ${height}`, ...style };

  if (!src || failedSrc === src) {
    return (
      <span
        data-slot="image"
        data-state="error"
        role="img"
        aria-label="Image unavailable"
        className={cn("flex max-w-full items-center justify-center overflow-hidden bg-surface-alt text-muted", className)}
        style={boxStyle}
      >
        {fallback ?? <ImageOff aria-hidden="true" className="size-10" />}
      </span>
    );
  }

  if (!inView) {
    return (
      <>
        <span
          ref={ref}
          data-slot="image"
          data-state="idle"
          {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
          className={cn("block max-w-full bg-surface-alt", className)} style={boxStyle} />
        <noscript>
          <img src={src} srcSet={srcSet || undefined} sizes={srcSet ? sizes : undefined} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" />
        </noscript>
      </>
    );
  }

  return (
    <img
      data-slot="image"
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
      className={cn("max-w-full bg-surface-alt", className)}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
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
  );
}

export { Image };
export type { ImageProps };
