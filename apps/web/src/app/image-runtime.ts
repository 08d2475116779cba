/**
 * Images on a page that hydrates nothing, with no React: what the UI kit's Image does once hydrated, done by a few
 * hundred bytes of plain script over its prerendered markup (see the kit's image.tsx). A waiting placeholder
 * becomes its <img> when it comes within 50 px of the viewport (the documented lazy-load margin); an image that fails,
 * or has already failed, switches for good to the placeholder its fallback content prerendered. Images inside
 * islands are left to React.
 */

import { whenInView } from "./when-in-view.js";

/** The image lazy-load margin (docs/product.md: Constants) (the UI kit's IMAGE_LAZY_ROOT_MARGIN). */
export const IMAGE_ROOT_MARGIN = "50px";

const outsideIslands = (element: Element) => !element.closest("[data-island]");

/** Replaces a failed image (or placeholder) with its fallback: role img, 'Image unavailable', same box. */
export function showFallback(element: HTMLElement): void {
  const fallback = element.nextElementSibling?.matches("[data-image-fallback]") ? element.nextElementSibling : null;
  const box = document.createElement("span");
  box.dataset.slot = "image";
  box.dataset.state = "error";
  box.setAttribute("role", "img");
  box.setAttribute("aria-label", "Image unavailable");
  box.className = element.dataset.fallbackClass ?? "";
  // Set through CSSOM, which the CSP's style-src does not govern (a prerendered style attribute it would block).
  const width = element.getAttribute("width") ?? element.dataset.width;
  const height = element.getAttribute("height") ?? element.dataset.height;
  if (width && height) box.style.aspectRatio = `${width} / ${height}`;
  if (fallback) box.append(...fallback.childNodes);
  fallback?.remove();
  element.replaceWith(box);
}

function watchImage(image: HTMLImageElement): void {
  image.addEventListener("load", () => (image.dataset.state = "loaded"), { once: true });
  image.addEventListener("error", () => showFallback(image), { once: true });
}

/** The <img> a waiting placeholder stands for. */
export function imageFor(placeholder: HTMLElement): HTMLImageElement {
  const data = placeholder.dataset;
  const image = document.createElement("img");
  image.dataset.slot = "image";
  image.dataset.state = "loading";
  if (data.fallbackClass) image.dataset.fallbackClass = data.fallbackClass;
  image.alt = placeholder.getAttribute("aria-label") ?? "";
  if (data.width) image.width = Number(data.width);
  if (data.height) image.height = Number(data.height);
  image.setAttribute("loading", "lazy");
  image.setAttribute("decoding", "async");
  image.className = data.imgClass ?? "";
  if (data.referrerPolicy) image.referrerPolicy = data.referrerPolicy;
  if (data.srcset) image.srcset = data.srcset;
  if (data.srcset && data.sizes) image.sizes = data.sizes;
  image.src = data.src ?? "";
  return image;
}

/** Starts the images of `root` that no island owns. */
export function startImages(root: ParentNode = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>("img[data-slot=image]")) {
    if (!outsideIslands(image)) continue;
    // Failed before this script ran (the error event is gone): show the fallback now.
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) showFallback(image);
    else watchImage(image);
  }
  const waiting = [...root.querySelectorAll<HTMLElement>("[data-slot=image][data-state=idle][data-src]")].filter(
    outsideIslands,
  );
  whenInView(waiting, { rootMargin: IMAGE_ROOT_MARGIN }, (placeholder) => {
    const image = imageFor(placeholder);
    watchImage(image);
    placeholder.replaceWith(image);
  });
}
