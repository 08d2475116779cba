import type { NoticeController } from "./notices.js";

export interface NoticeRegionOptions {
  /** Space kept clear around the focused element (its focus ring), in CSS px. @defaultValue `8` */
  focusMargin?: number;
  /** Quiet time after scrolling before a notice moved away from the focus returns to the bottom, in ms. @defaultValue `150` */
  scrollSettleMs?: number;
}

type Placement = "bottom" | "top";
type Size = "full" | "compact";

/** Where the notices may sit, best first: at the bottom, at the top, then the same with their descriptions hidden. */
const CANDIDATES: readonly { placement: Placement; size: Size }[] = [
  { placement: "bottom", size: "full" },
  { placement: "top", size: "full" },
  { placement: "bottom", size: "compact" },
  { placement: "top", size: "compact" },
];

const overlapArea = (a: DOMRect, b: DOMRect, margin: number): number => {
  const width = Math.min(a.right, b.right + margin) - Math.max(a.left, b.left - margin);
  const height = Math.min(a.bottom, b.bottom + margin) - Math.max(a.top, b.top - margin);
  return width > 0 && height > 0 ? width * height : 0;
};

/**
 * Makes a notice region (the element holding the notices, styled by its `data-placement` "bottom" | "top" and
 * `data-size` "full" | "compact") keep out of the visitor's way while it shows notices:
 * - it never covers the focused element: it moves from the bottom to the top, then hides its descriptions, and
 *   returns to the bottom when the focus allows (after a focus change, or once scrolling stops);
 * - the page keeps room for it: `--notice-region-height` on the root element (for a spacer at the end of the page)
 *   and the root's scroll padding, so whatever takes the focus is scrolled clear of it;
 * - Escape anywhere dismisses every notice (unless something else, e.g. a dialog, handled it);
 * - the pointer or focus on it holds it; a press or focus move elsewhere tells the controller the visitor moved on;
 *   the page's visibility is passed on;
 * - it never takes the focus; a dismissed notice that had it hands it back to where it was before.
 * Returns a function that undoes all of this.
 */
export function watchNoticeRegion(
  region: HTMLElement,
  controller: NoticeController,
  { focusMargin = 8, scrollSettleMs = 150 }: NoticeRegionOptions = {},
): () => void {
  const doc = region.ownerDocument;
  const view = doc.defaultView ?? window;
  const root = doc.documentElement;
  let pointerInside = false;
  let focusInside = false;
  let held = false;
  let focusBeforeRegion: HTMLElement | null = null;
  let focusInRegion: Element | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const shown = (): boolean => region.childElementCount > 0;

  const updateHold = (): void => {
    const next = pointerInside || focusInside;
    if (next === held) return;
    held = next;
    controller.hold(held);
  };

  const focusedElement = (): Element | null => {
    const active = doc.activeElement;
    if (!active || active === doc.body || active === root || region.contains(active)) return null;
    return active;
  };

  const setLayout = (placement: Placement, size: Size): void => {
    if (region.dataset.placement !== placement) region.dataset.placement = placement;
    if (region.dataset.size !== size) region.dataset.size = size;
  };

  const reserveSpace = (): void => {
    if (!shown()) {
      root.style.removeProperty("--notice-region-height");
      root.style.removeProperty("scroll-padding-top");
      root.style.removeProperty("scroll-padding-bottom");
      return;
    }
    const rect = region.getBoundingClientRect();
    if (region.dataset.placement === "top") {
      root.style.setProperty("--notice-region-height", "0px");
      root.style.removeProperty("scroll-padding-bottom");
      root.style.setProperty(
        "scroll-padding-top",
        `max(var(--sticky-header-height, 0px), ${Math.ceil(rect.bottom + focusMargin)}px)`,
      );
    } else {
      // Room for the phone's appointment bar as well: the notices rise above it whenever it slides in.
      root.style.setProperty("--notice-region-height", `${Math.ceil(rect.height)}px`);
      root.style.removeProperty("scroll-padding-top");
      root.style.setProperty(
        "scroll-padding-bottom",
        `calc(var(--sticky-footer-height, 0px) + ${Math.ceil(rect.height + focusMargin)}px)`,
      );
    }
  };

  /** Puts the region in the first place that leaves the focused element clear (else the one covering least of it). */
  const place = (): void => {
    if (!shown()) {
      setLayout("bottom", "full");
      reserveSpace();
      return;
    }
    // A notice in use (the focus is on one of its buttons) stays where it is.
    if (region.contains(doc.activeElement)) {
      reserveSpace();
      return;
    }
    const focused = focusedElement();
    const target = focused?.getBoundingClientRect();
    if (!target || (target.width === 0 && target.height === 0)) {
      setLayout("bottom", "full");
      reserveSpace();
      return;
    }
    let best = CANDIDATES[0]!;
    let bestOverlap = Infinity;
    for (const candidate of CANDIDATES) {
      setLayout(candidate.placement, candidate.size);
      const overlap = overlapArea(region.getBoundingClientRect(), target, focusMargin);
      if (overlap < bestOverlap) {
        best = candidate;
        bestOverlap = overlap;
      }
      if (overlap === 0) break;
    }
    setLayout(best.placement, best.size);
    reserveSpace();
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== "Escape" || event.defaultPrevented || event.isComposing || !shown()) return;
    // A modal dialog's Escape belongs to the dialog.
    if (doc.querySelector('[aria-modal="true"]')) return;
    controller.dismissAll();
  };

  const onPointerDown = (event: Event): void => {
    if (event.target instanceof Node && region.contains(event.target)) return;
    controller.movedOn();
  };

  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (target instanceof Node && region.contains(target)) {
      focusInRegion = target instanceof Element ? target : null;
      focusInside = true;
      updateHold();
      return;
    }
    focusInside = false;
    updateHold();
    if (target instanceof HTMLElement) focusBeforeRegion = target;
    controller.movedOn();
    place();
  };

  const onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    if (next instanceof Node && region.contains(next)) return;
    if (focusInside) {
      focusInside = false;
      updateHold();
    }
  };

  const onPointerEnter = (): void => {
    pointerInside = true;
    updateHold();
  };
  const onPointerLeave = (): void => {
    pointerInside = false;
    updateHold();
  };

  const onVisibility = (): void => controller.pageVisible(doc.visibilityState !== "hidden");

  const onScroll = (): void => {
    clearTimeout(settleTimer);
    // Only a notice that moved away from the focus is placed again: one at the bottom stays while the page scrolls.
    if (region.dataset.placement === "bottom" && region.dataset.size === "full") return;
    settleTimer = setTimeout(place, scrollSettleMs);
  };

  const onResize = (): void => place();

  const mutations = new MutationObserver((records) => {
    const lostFocus =
      focusInRegion !== null &&
      !region.contains(focusInRegion) &&
      records.some((record) => [...record.removedNodes].some((node) => node.contains(focusInRegion)));
    if (lostFocus) {
      focusInRegion = null;
      focusInside = false;
      updateHold();
      const active = doc.activeElement;
      if ((!active || active === doc.body) && focusBeforeRegion?.isConnected) focusBeforeRegion.focus();
    }
    // An empty region has nothing to point at (the browser may not report the pointer leaving a removed notice).
    if (!shown() && pointerInside) {
      pointerInside = false;
      updateHold();
    }
    place();
  });
  mutations.observe(region, { childList: true });
  const resizes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => reserveSpace());
  resizes?.observe(region);

  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("pointerdown", onPointerDown, true);
  doc.addEventListener("focusin", onFocusIn);
  doc.addEventListener("focusout", onFocusOut);
  doc.addEventListener("visibilitychange", onVisibility);
  region.addEventListener("pointerenter", onPointerEnter);
  region.addEventListener("pointerleave", onPointerLeave);
  view.addEventListener("scroll", onScroll, { passive: true });
  view.addEventListener("resize", onResize);
  onVisibility();
  place();

  return () => {
    clearTimeout(settleTimer);
    mutations.disconnect();
    resizes?.disconnect();
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("pointerdown", onPointerDown, true);
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("visibilitychange", onVisibility);
    region.removeEventListener("pointerenter", onPointerEnter);
    region.removeEventListener("pointerleave", onPointerLeave);
    view.removeEventListener("scroll", onScroll);
    view.removeEventListener("resize", onResize);
    if (held) controller.hold(false);
    root.style.removeProperty("--notice-region-height");
    root.style.removeProperty("scroll-padding-top");
    root.style.removeProperty("scroll-padding-bottom");
  };
}
