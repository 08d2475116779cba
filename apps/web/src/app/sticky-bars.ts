/**
 * The sticky header's and the phone's appointment bar's real heights, kept in `--sticky-header-height` and
 * `--sticky-footer-height` on the root element. The base styles' scroll padding reads them (a focused or linked element
 * scrolls clear of both bars, WCAG 2.4.11), and so do the notices' top place and the pages' sticky asides. The styles
 * hold a safe estimate for a page without scripts; the header's height changes with the width, the text size and the
 * zoom, so it is measured again whenever it changes size. A bar that is not sticky or fixed (the header on a short
 * window, the appointment bar from tablet width on) hands the value back to the styles.
 */
export function startStickyBars(doc: Document = document): () => void {
  const view = doc.defaultView;
  const root = doc.documentElement;
  const header = doc.querySelector<HTMLElement>("[data-slot=site-header]");
  const bar = doc.querySelector<HTMLElement>("[data-slot=mobile-appointment-bar]");
  if (!view || (!header && !bar)) return () => undefined;

  const keep = (property: string, element: HTMLElement | null, positions: readonly string[]): void => {
    const style = element ? view.getComputedStyle(element) : null;
    const height =
      element && style && style.display !== "none" && positions.includes(style.position) ? element.offsetHeight : 0;
    const value = height > 0 ? `${height}px` : "";
    if (root.style.getPropertyValue(property) === value) return;
    if (value) root.style.setProperty(property, value);
    else root.style.removeProperty(property);
  };
  const update = (): void => {
    keep("--sticky-header-height", header, ["sticky", "fixed"]);
    keep("--sticky-footer-height", bar, ["fixed", "sticky"]);
  };

  // A size change of either bar, and a resize of the window (a media query may make the header scroll away).
  const sizes = typeof view.ResizeObserver === "function" ? new view.ResizeObserver(update) : null;
  if (header) sizes?.observe(header);
  if (bar) sizes?.observe(bar);
  view.addEventListener("resize", update, { passive: true });
  // The observer reports each bar once it is laid out (no layout forced at start); without one, measured now.
  if (!sizes) update();
  return () => {
    sizes?.disconnect();
    view.removeEventListener("resize", update);
    root.style.removeProperty("--sticky-header-height");
    root.style.removeProperty("--sticky-footer-height");
  };
}
