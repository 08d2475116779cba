/**
 * Calls `start` once for each element when it first intersects the viewport with these observer options (or at
 * once for all of them where IntersectionObserver is missing): the lazy start shared by the plain image and video
 * scripts.
 */
export function whenInView(
  elements: HTMLElement[],
  options: IntersectionObserverInit,
  start: (element: HTMLElement) => void,
): void {
  if (elements.length === 0) return;
  if (typeof IntersectionObserver === "undefined") {
    elements.forEach(start);
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      start(entry.target as HTMLElement);
    }
  }, options);
  for (const element of elements) observer.observe(element);
}
