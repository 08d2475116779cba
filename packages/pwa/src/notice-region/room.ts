/**
 * The writes that give the notices their place and keep room for them in the page: the region's `data-placement`
 * and `data-size`, its lift above the phone's appointment bar, the spacer's height and the root's scroll padding
 * (whatever takes the focus is scrolled clear of the notices).
 */
import type { Placement, Size } from "./placement.js";

export interface NoticeRoom {
  setLayout: (placement: Placement, size: Size) => void;
  /** On phones, above the appointment bar while it shows (its height is 0 where it is not displayed). */
  liftAboveBar: () => void;
  /** Writes only (the region's box `rect` was read already). */
  reserve: (rect: DOMRect) => void;
  /** Gives the page back its own room. */
  clear: () => void;
}

export function createNoticeRoom(options: {
  region: HTMLElement;
  root: HTMLElement;
  view: Window;
  spacer: HTMLElement | null;
  bar: HTMLElement | null;
  focusMargin: number;
}): NoticeRoom {
  const { region, root, view, spacer, bar, focusMargin } = options;
  return {
    setLayout(placement, size) {
      if (region.dataset.placement !== placement) region.dataset.placement = placement;
      if (region.dataset.size !== size) region.dataset.size = size;
    },
    liftAboveBar() {
      const lift = region.dataset.placement === "bottom" && bar?.dataset.state === "visible" ? bar.offsetHeight : 0;
      const value = lift > 0 ? `${lift}px` : "";
      if (region.style.bottom !== value) region.style.bottom = value;
    },
    reserve(rect) {
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
    },
    clear() {
      if (spacer) spacer.style.height = "";
      region.style.bottom = "";
      root.style.removeProperty("scroll-padding-top");
      root.style.removeProperty("scroll-padding-bottom");
    },
  };
}
