import type { RichTextImage } from "../types.js";

/** An image loaded when it nears the view, at its known size (no layout shift): cards' images and embedded ones. */
export function LazyImage({ image, slot }: { image: RichTextImage; slot?: string }) {
  return (
    <img
      data-slot={slot}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}
