/**
 * The sticky header's and the phone's appointment bar's real heights, kept in `--sticky-header-measured` and
 * `--sticky-footer-measured` on the root element, which the base styles' scroll padding reads (a focused or linked
 * element scrolls clear of both bars, WCAG 2.4.11). Both are registered as not inherited (tooling/tailwind-config
 * theme.css), so a new measure restyles the root alone. The styles hold safe estimates (`--sticky-header-height`,
 * `--sticky-footer-height`) for a page without scripts, which the notices' top place and the sticky asides use too. The
 * header's height changes with the width, the text size and the zoom, so it is measured again whenever it changes
 * size. A bar that is not sticky or fixed (the header on a short window, the appointment bar from tablet width on)
 * hands the value back to the styles. Both bars are read before either value is written: a write between the reads
 * would make the second read lay the page out again.
 */
export const STICKY_HEADER_MEASURED = "--sticky-header-measured";
export const STICKY_FOOTER_MEASURED = "--sticky-footer-measured";

export function startStickyBars(doc: Document = document): () => void {
  const view = doc.defaultView;
  const root = doc.documentElement;
  const header = doc.querySelector<HTMLElement>("[data-slot=site-header]");
  const bar = doc.querySelector<HTMLElement>("[data-slot=mobile-appointment-bar]");
  if (!view || (!header && !bar)) return () => undefined;

  /** The bar's height while it is shown and sticky or fixed, as a value for its property ("" otherwise). */
  const measure = (element: HTMLElement | null, positions: readonly string[]): string => {
    if (!element) return "";
    const style = view.getComputedStyle(element);
    const height = style.display !== "none" && positions.includes(style.position) ? element.offsetHeight : 0;
    return height > 0 ? `${height}px` : "";
  };
  const write = (property: string, value: string): void => {
    if (root.style.getPropertyValue(property) === value) return;
    if (value) root.style.setProperty(property, value);
    else root.style.removeProperty(property);
  };
  const update = (): void => {
    const headerHeight = measure(header, ["sticky", "fixed"]);
    const barHeight = measure(bar, ["fixed", "sticky"]);
    write(STICKY_HEADER_MEASURED, headerHeight);
    write(STICKY_FOOTER_MEASURED, barHeight);
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
    root.style.removeProperty(STICKY_HEADER_MEASURED);
    root.style.removeProperty(STICKY_FOOTER_MEASURED);
  };
}
