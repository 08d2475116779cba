/** Image formats the Contentful Images API can convert to. */
export type ImageFormat = "webp" | "avif" | "jpg" | "png";
/** Resizing behaviours of the Contentful Images API. */
export type ImageFit = "pad" | "fill" | "scale" | "crop" | "thumb";

export interface ImageOptions {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
}

/** Makes an asset address usable: protocol-relative addresses (//images.ctfassets.net/...) get https:. */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return "";
  const trimmed = url.trim();
  return trimmed.startsWith("//") ? `https:${trimmed}` : trimmed;
}

/** Whether the address is served by the Contentful Images API, which takes width/format parameters. */
export function isImagesApiUrl(url: string): boolean {
  try {
    return new URL(assetUrl(url), "https://localhost").hostname === "images.ctfassets.net";
  } catch {
    return false;
  }
}

/** An image address with Images API parameters (w, h, fm, q, fit); other hosts are returned unchanged. */
export function imageUrl(url: string | null | undefined, options: ImageOptions = {}): string {
  const base = assetUrl(url);
  if (!base || !isImagesApiUrl(base)) return base;
  const parsed = new URL(base);
  if (options.width) parsed.searchParams.set("w", String(Math.round(options.width)));
  if (options.height) parsed.searchParams.set("h", String(Math.round(options.height)));
  if (options.format) parsed.searchParams.set("fm", options.format);
  if (options.quality) parsed.searchParams.set("q", String(Math.min(100, Math.max(1, Math.round(options.quality)))));
  if (options.fit) parsed.searchParams.set("fit", options.fit);
  return parsed.toString();
}

/**
 * A srcset string for the given widths, capped at the image's own width; empty when the host does not resize
 * (local assets), so callers fall back to a plain src.
 */
export function imageSrcSet(
  url: string | null | undefined,
  widths: readonly number[],
  options: Omit<ImageOptions, "width" | "height"> & { aspectRatio?: number; maxWidth?: number } = {},
): string {
  const base = assetUrl(url);
  if (!base || !isImagesApiUrl(base)) return "";
  const { aspectRatio, maxWidth, ...rest } = options;
  const capped = [...new Set(widths.map((width) => (maxWidth ? Math.min(width, maxWidth) : width)))].sort(
    (a, b) => a - b,
  );
  return capped
    .map((width) => {
      const height = aspectRatio ? Math.round(width / aspectRatio) : undefined;
      return `${imageUrl(base, { ...rest, width, height })} ${width}w`;
    })
    .join(", ");
}
