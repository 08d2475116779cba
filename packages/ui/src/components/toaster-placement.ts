/** The toasts' edge: the top (over the sticky header), unless that would cover the focused element. */
export type ToastEdge = "top" | "bottom";

/** Space kept clear around the focused element (its focus ring), in CSS px. */
export const TOAST_FOCUS_MARGIN = 8;

/**
 * Which edge the toasts go to so they leave the focused element clear: the top unless the element lies in the band
 * the toasts take there, else the bottom unless it lies in that band too, in which case the edge covering less.
 * `focus` is the element's box in viewport px (null when nothing on the page has the focus).
 */
export function toastEdge(
  focus: { top: number; bottom: number } | null,
  { toastsHeight, viewportHeight, offset }: { toastsHeight: number; viewportHeight: number; offset: number },
): ToastEdge {
  if (!focus || focus.bottom <= focus.top) return "top";
  const covered = (bandTop: number, bandBottom: number) =>
    Math.max(
      0,
      Math.min(bandBottom, focus.bottom + TOAST_FOCUS_MARGIN) - Math.max(bandTop, focus.top - TOAST_FOCUS_MARGIN),
    );
  const atTop = covered(offset, offset + toastsHeight);
  if (atTop === 0) return "top";
  const atBottom = covered(viewportHeight - offset - toastsHeight, viewportHeight - offset);
  return atBottom < atTop ? "bottom" : "top";
}
