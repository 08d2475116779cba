import type { NoticeController } from "./notices.js";

export interface NoticeRegionOptions {
  /** Space kept clear around the focused element (its focus ring), in CSS px. @defaultValue `8` */
  focusMargin?: number;
  /** Quiet time after scrolling before a notice moved away from the focus returns to the bottom, in ms. @defaultValue `150` */
  scrollSettleMs?: number;
  /** Schedules the layout work (reads, then writes) for the next frame. @defaultValue `requestAnimationFrame` */
  requestFrame?: (callback: () => void) => unknown;
  /** Called once the watch has ended: the last notice went (after the focus was handed back), or `stop` was called. */
  onStop?: () => void;
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

/** What a visitor can press or tap: the notices never sit over one in view when another place leaves it clear. */
const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** The phone's appointment bar (@tupelo-medicare/ui) while it shows; the notices sit above it. */
const APPOINTMENT_BAR = "[data-slot=mobile-appointment-bar]";
/** The empty element the UI kit's NoticeRegion puts beside the region: the end of the page scrolls clear by its height. */
const SPACER = "[data-slot=notice-space]";

/**
 * Keeps a notice region (the element holding the notices, styled by its `data-placement` "bottom" | "top" and
 * `data-size` "full" | "compact") out of the visitor's way while it shows notices. Start it when a notice shows: it
 * ends by itself when the last one goes (`onStop`), so a page without notices runs none of it.
 * - Its first place is taken before the notices are first painted (call it before the browser paints them, e.g. in
 *   a layout effect); later moves wait for the next frame.
 * - It never covers the focused element nor a link or button in view (a footer link on a short page, say): it moves
 *   from the bottom to the top, then hides its descriptions, and returns to the bottom when the focus allows (after a
 *   focus change, or once scrolling stops). Where no place is clear it waits out of sight (`data-waiting`: still in
 *   the live region, so screen readers hear it, presses go through it, its time stands still) until a scroll, a
 *   resize or a focus move leaves a place clear; the focus on one of its buttons shows it. Layout is read and written
 *   once per frame (`requestFrame`), only after something changed.
 * - The page keeps room for it: the spacer's height (`[data-slot=notice-space]`) and the root's scroll padding, so
 *   whatever takes the focus is scrolled clear of it; on phones it sits above the appointment bar while that shows.
 * - Escape anywhere dismisses every notice (unless something else, e.g. a dialog, handled it).
 * - The pointer or focus on it holds it; a press or focus move elsewhere tells the controller the visitor moved on;
 *   the page's visibility is passed on.
 * - It never takes the focus; a dismissed notice that had it hands it back to where it was before.
 * Returns a function that undoes all of this.
 */
export function watchNoticeRegion(
  region: HTMLElement,
  controller: NoticeController,
  {
    focusMargin = 8,
    scrollSettleMs = 150,
    requestFrame = (callback) => (region.ownerDocument.defaultView ?? window).requestAnimationFrame(callback),
    onStop,
  }: NoticeRegionOptions = {},
): () => void {
  const doc = region.ownerDocument;
  const view = doc.defaultView ?? window;
  const root = doc.documentElement;
  const spacer = doc.querySelector<HTMLElement>(SPACER);
  const bar = doc.querySelector<HTMLElement>(APPOINTMENT_BAR);
  let pointerInside = false;
  let focusInside = false;
  let held = false;
  /** No place leaves the focused element and every target in view clear: the notices wait, out of sight. */
  let waiting = false;
  let stopped = false;
  let frameQueued = false;
  let focusBeforeRegion: HTMLElement | null =
    doc.activeElement instanceof view.HTMLElement && !region.contains(doc.activeElement) ? doc.activeElement : null;
  let focusInRegion: Element | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const shown = (): boolean => region.childElementCount > 0;

  const updateHold = (): void => {
    const next = pointerInside || focusInside || waiting;
    if (next === held) return;
    held = next;
    controller.hold(held);
  };

  const focusedElement = (): Element | null => {
    const active = doc.activeElement;
    if (!active || active === doc.body || active === root || region.contains(active)) return null;
    return active;
  };

  /**
   * Out of sight (not out of hearing: still in the live region and the accessibility tree; the UI kit's styles make
   * it transparent and let presses through) while no place is clear; its time does not run meanwhile.
   */
  const setWaiting = (next: boolean): void => {
    if (next) region.dataset.waiting = "";
    else delete region.dataset.waiting;
    if (next === waiting) return;
    waiting = next;
    updateHold();
  };

  const setLayout = (placement: Placement, size: Size): void => {
    if (region.dataset.placement !== placement) region.dataset.placement = placement;
    if (region.dataset.size !== size) region.dataset.size = size;
  };

  /** On phones, above the appointment bar while it shows (its height is 0 where it is not displayed). */
  const liftAboveBar = (): void => {
    const lift = region.dataset.placement === "bottom" && bar?.dataset.state === "visible" ? bar.offsetHeight : 0;
    const value = lift > 0 ? `${lift}px` : "";
    if (region.style.bottom !== value) region.style.bottom = value;
  };

  const clearSpace = (): void => {
    if (spacer) spacer.style.height = "";
    region.style.bottom = "";
    root.style.removeProperty("scroll-padding-top");
    root.style.removeProperty("scroll-padding-bottom");
  };

  /** Writes only (the region's box was read already). */
  const reserveSpace = (rect: DOMRect): void => {
    if (region.dataset.placement === "top") {
      if (spacer) spacer.style.height = "";
      root.style.removeProperty("scroll-padding-bottom");
      root.style.setProperty(
        "scroll-padding-top",
        `max(var(--sticky-header-measured, var(--sticky-header-height, 0px)), ${Math.ceil(rect.bottom + focusMargin)}px)`,
      );
    } else {
      // Room for the phone's appointment bar as well: the notices rise above it whenever it slides in.
      if (spacer) spacer.style.height = `${Math.max(0, Math.ceil(view.innerHeight - rect.top))}px`;
      root.style.removeProperty("scroll-padding-top");
      root.style.setProperty(
        "scroll-padding-bottom",
        `calc(var(--sticky-footer-measured, var(--sticky-footer-height, 0px)) + ${Math.ceil(rect.height + focusMargin)}px)`,
      );
    }
  };

  /** The boxes of the page's targets (TARGETS) at least partly in view, the notices' own left out. */
  const targetsInView = (): DOMRect[] => {
    const boxes: DOMRect[] = [];
    for (const element of doc.querySelectorAll(TARGETS)) {
      if (region.contains(element) || element.closest("[inert], [aria-hidden='true'], template")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom <= 0 || box.top >= view.innerHeight || box.right <= 0 || box.left >= view.innerWidth) continue;
      boxes.push(box);
    }
    return boxes;
  };

  /**
   * Puts the region in the first place that leaves the focused element and the targets in view clear (else the one
   * covering least of the focused element, then the fewest targets).
   */
  const place = (): void => {
    frameQueued = false;
    if (stopped || !shown()) return;
    liftAboveBar();
    const current = region.getBoundingClientRect();
    // A notice in use (the focus is on one of its buttons) stays where it is.
    const inUse = region.contains(doc.activeElement);
    const target = inUse ? undefined : focusedElement()?.getBoundingClientRect();
    const covers = (rect: DOMRect): number =>
      target && (target.width > 0 || target.height > 0) ? overlapArea(rect, target, focusMargin) : 0;
    // The page's targets in view (read once: moving the fixed region does not move them).
    const targets = inUse ? [] : targetsInView();
    const coveredTargets = (rect: DOMRect): number =>
      targets.reduce((count, box) => count + (overlapArea(rect, box, 0) > 0 ? 1 : 0), 0);
    const atHome = region.dataset.placement !== "top" && region.dataset.size !== "compact";
    if (inUse || (atHome && covers(current) === 0 && coveredTargets(current) === 0)) {
      setWaiting(false);
      reserveSpace(current);
      return;
    }
    // The focused element first, then the fewest targets covered; the earlier place on a tie.
    let best = CANDIDATES[0]!;
    let bestOverlap = Infinity;
    let bestTargets = Infinity;
    for (const candidate of CANDIDATES) {
      setLayout(candidate.placement, candidate.size);
      liftAboveBar();
      const rect = region.getBoundingClientRect();
      const overlap = covers(rect);
      const count = coveredTargets(rect);
      if (overlap < bestOverlap || (overlap === bestOverlap && count < bestTargets)) {
        best = candidate;
        bestOverlap = overlap;
        bestTargets = count;
      }
      if (overlap === 0 && count === 0) break;
    }
    setLayout(best.placement, best.size);
    liftAboveBar();
    // Nowhere clear: the notices wait out of sight in the best place (its room kept, so the end of the page can
    // scroll clear of it) until a scroll, a resize or a focus move leaves one clear; focus on one of them shows them.
    setWaiting(bestOverlap > 0 || bestTargets > 0);
    reserveSpace(region.getBoundingClientRect());
  };

  /** Layout work happens in the next frame, once however many things asked for it. */
  const schedulePlace = (): void => {
    if (frameQueued || stopped) return;
    frameQueued = true;
    requestFrame(place);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== "Escape" || event.defaultPrevented || event.isComposing || !shown()) return;
    // A modal dialog's Escape belongs to the dialog.
    if (doc.querySelector('[aria-modal="true"]:is(dialog[open], :not(dialog))')) return;
    controller.dismissAll();
  };

  const onPointerDown = (event: Event): void => {
    if (event.target instanceof view.Node && region.contains(event.target)) return;
    controller.movedOn();
  };

  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (target instanceof view.Node && region.contains(target)) {
      focusInRegion = target instanceof view.Element ? target : null;
      focusInside = true;
      updateHold();
      // A waiting notice the focus reached (Tab) shows where it is: it is the one in use now.
      if (waiting) schedulePlace();
      return;
    }
    focusInside = false;
    updateHold();
    if (target instanceof view.HTMLElement) focusBeforeRegion = target;
    controller.movedOn();
    schedulePlace();
  };

  const onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    if (next instanceof view.Node && region.contains(next)) return;
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
    // Never while the page scrolls (the notices do not jump about); once it stops, placed again: back to the bottom
    // when that is clear, away from a link or button the scroll brought under them.
    settleTimer = setTimeout(schedulePlace, scrollSettleMs);
  };

  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    clearTimeout(settleTimer);
    mutations.disconnect();
    barChanges?.disconnect();
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("pointerdown", onPointerDown, true);
    doc.removeEventListener("focusin", onFocusIn);
    doc.removeEventListener("focusout", onFocusOut);
    doc.removeEventListener("visibilitychange", onVisibility);
    region.removeEventListener("pointerenter", onPointerEnter);
    region.removeEventListener("pointerleave", onPointerLeave);
    view.removeEventListener("scroll", onScroll);
    view.removeEventListener("resize", schedulePlace);
    waiting = false;
    delete region.dataset.waiting;
    if (held) controller.hold(false);
    setLayout("bottom", "full");
    clearSpace();
    onStop?.();
  };

  const mutations = new view.MutationObserver((records) => {
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
    // The last notice went: nothing more to keep clear of (the browser may not report the pointer leaving it).
    if (!shown()) stop();
    else schedulePlace();
  });
  mutations.observe(region, { childList: true });
  // The appointment bar slides in and out while the page scrolls: the notices follow it.
  const barChanges = bar ? new view.MutationObserver(schedulePlace) : null;
  barChanges?.observe(bar!, { attributes: true, attributeFilter: ["data-state"] });

  const passive = { passive: true } as const;
  doc.addEventListener("keydown", onKeyDown, passive);
  doc.addEventListener("pointerdown", onPointerDown, { capture: true, passive: true });
  doc.addEventListener("focusin", onFocusIn, passive);
  doc.addEventListener("focusout", onFocusOut, passive);
  doc.addEventListener("visibilitychange", onVisibility, passive);
  region.addEventListener("pointerenter", onPointerEnter, passive);
  region.addEventListener("pointerleave", onPointerLeave, passive);
  view.addEventListener("scroll", onScroll, passive);
  view.addEventListener("resize", schedulePlace, passive);
  onVisibility();
  // The first place is taken at once, before the notices are first painted (the hook starts this in a layout
  // effect): a notice that moved or shrank after its first frame would be a layout shift.
  if (shown()) place();
  else stop();

  return stop;
}
