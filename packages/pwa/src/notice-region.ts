import type { NoticeController } from "./notices.js";
import { bestPlace, CANDIDATES, coverage, targetsInView } from "./notice-region/placement.js";
import { createNoticeRoom } from "./notice-region/room.js";

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

  const room = createNoticeRoom({ region, root, view, spacer, bar, focusMargin });
  const { setLayout, liftAboveBar } = room;

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
    const focused = inUse ? undefined : focusedElement()?.getBoundingClientRect();
    // The page's targets in view (read once: moving the fixed region does not move them).
    const targets = inUse ? [] : targetsInView(doc, region, view);
    const covered = (rect: DOMRect) => coverage(rect, focused, targets, focusMargin);
    const atHome = region.dataset.placement !== "top" && region.dataset.size !== "compact";
    const here = covered(current);
    if (inUse || (atHome && here.focused === 0 && here.targets === 0)) {
      setWaiting(false);
      room.reserve(current);
      return;
    }
    const best = bestPlace(CANDIDATES, (candidate) => {
      setLayout(candidate.placement, candidate.size);
      liftAboveBar();
      return covered(region.getBoundingClientRect());
    });
    setLayout(best.place.placement, best.place.size);
    liftAboveBar();
    // Nowhere clear: the notices wait out of sight in the best place (its room kept, so the end of the page can
    // scroll clear of it) until a scroll, a resize or a focus move leaves one clear; focus on one of them shows them.
    setWaiting(!best.clear);
    room.reserve(region.getBoundingClientRect());
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
    room.clear();
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
