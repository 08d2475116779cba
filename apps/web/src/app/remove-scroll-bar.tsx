/**
 * The site's react-remove-scroll-bar (vite.config.ts aliases the package here): the scroll lock of the kit's dialogs
 * (Radix, through react-remove-scroll), with the package's exports and behaviour, set through CSSOM. The package
 * writes a <style> element holding the device's scrollbar width each time a dialog opens, which the CSP's
 * `style-src 'self'` blocks (no hash can cover a width measured on the device); element.style set from a script is
 * not governed by style-src (the lock itself is scroll-lock.ts, shared with the press shells). The body's own inline
 * styles are put back when the last lock ends; the three class names the package offers for fixed elements read the
 * width from the same variable (src/styles.css).
 */
import { useLayoutEffect, useMemo } from "react";
import { getGapWidth, lockScroll, unlockScroll } from "./scroll-lock.js";
import type { GapMode } from "./scroll-lock.js";

export {
  fullWidthClassName,
  getGapWidth,
  noScrollbarsClassName,
  removedBarSizeVariable,
  zeroRightClassName,
} from "./scroll-lock.js";

export interface RemoveScrollBarProps {
  noRelative?: boolean;
  noImportant?: boolean;
  /** @defaultValue 'margin' */
  gapMode?: GapMode;
}

/** Removes the page's scrollbar and blocks its scrolling while mounted, keeping the page's width (no shift). */
export function RemoveScrollBar({ noRelative, noImportant, gapMode = "margin" }: RemoveScrollBarProps) {
  // Measured before the lock takes the scrollbar away, as the package does.
  const offset = useMemo(() => getGapWidth(gapMode), [gapMode]);
  useLayoutEffect(() => {
    lockScroll({ offset, relative: !noRelative, gapMode, important: !noImportant });
    return unlockScroll;
  }, [offset, noRelative, gapMode, noImportant]);
  return null;
}
