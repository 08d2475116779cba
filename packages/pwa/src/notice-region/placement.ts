/**
 * Where the notices may sit, and which place is best: the geometry of watchNoticeRegion, with no events and no
 * writes. A place is better when it covers less of the focused element, then fewer of the page's targets in view;
 * the earlier place wins a tie.
 */
export type Placement = "bottom" | "top";
export type Size = "full" | "compact";
export interface Place {
  placement: Placement;
  size: Size;
}

/** Where the notices may sit, best first: at the bottom, at the top, then the same with their descriptions hidden. */
export const CANDIDATES: readonly Place[] = [
  { placement: "bottom", size: "full" },
  { placement: "top", size: "full" },
  { placement: "bottom", size: "compact" },
  { placement: "top", size: "compact" },
];

/** What a visitor can press or tap: the notices never sit over one in view when another place leaves it clear. */
export const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** The area `a` shares with `b` grown by `margin` on every side (0 when they do not meet). */
export const overlapArea = (a: DOMRect, b: DOMRect, margin: number): number => {
  const width = Math.min(a.right, b.right + margin) - Math.max(a.left, b.left - margin);
  const height = Math.min(a.bottom, b.bottom + margin) - Math.max(a.top, b.top - margin);
  return width > 0 && height > 0 ? width * height : 0;
};

/** The boxes of the page's targets at least partly in view, those inside `region` (the notices' own) left out. */
export function targetsInView(doc: Document, region: HTMLElement, view: Window): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (const element of doc.querySelectorAll(TARGETS)) {
    if (region.contains(element) || element.closest("[inert], [aria-hidden='true'], template")) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.bottom <= 0 || box.top >= view.innerHeight || box.right <= 0 || box.left >= view.innerWidth) continue;
    boxes.push(box);
  }
  return boxes;
}

/** What a place would cover: of the focused element (an area, with its margin) and of the targets (a count). */
export interface Coverage {
  focused: number;
  targets: number;
}

/** How much of `focused` (grown by `margin`) and how many of `targets` the box `rect` covers. */
export function coverage(
  rect: DOMRect,
  focused: DOMRect | undefined,
  targets: readonly DOMRect[],
  margin: number,
): Coverage {
  return {
    focused: focused && (focused.width > 0 || focused.height > 0) ? overlapArea(rect, focused, margin) : 0,
    targets: targets.reduce((count, box) => count + (overlapArea(rect, box, 0) > 0 ? 1 : 0), 0),
  };
}

/**
 * The best of `candidates` (each tried with `measure`, which lays the region out there and answers what it would
 * cover), stopping at the first that covers nothing; `clear` says whether the best covers nothing.
 */
export function bestPlace(
  candidates: readonly Place[],
  measure: (place: Place) => Coverage,
): { place: Place; clear: boolean } {
  let best = candidates[0]!;
  let bestCoverage: Coverage = { focused: Infinity, targets: Infinity };
  for (const candidate of candidates) {
    const covered = measure(candidate);
    if (
      covered.focused < bestCoverage.focused ||
      (covered.focused === bestCoverage.focused && covered.targets < bestCoverage.targets)
    ) {
      best = candidate;
      bestCoverage = covered;
    }
    if (covered.focused === 0 && covered.targets === 0) break;
  }
  return { place: best, clear: bestCoverage.focused === 0 && bestCoverage.targets === 0 };
}
