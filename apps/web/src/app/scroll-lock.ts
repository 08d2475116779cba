/**
 * The page's scroll lock, with no React: the body's overflow hidden and the scrollbar's width taken up by its margin
 * (or padding), set through CSSOM (element.style, which the CSP's `style-src 'self'` does not govern; a <style>
 * element holding a width measured on the device would be blocked). Locks count: the body's own inline styles are
 * put back when the last one ends. The kit's dialogs lock through remove-scroll-bar.tsx; the press shells
 * (islands/hydrate-when.ts) lock the same way while their island's code loads.
 */
export const zeroRightClassName = "right-scroll-bar-position";
export const fullWidthClassName = "width-before-scroll-bar";
export const noScrollbarsClassName = "with-scroll-bars-hidden";
/** The CSS variable holding the width of the scrollbar taken away, on the body while locked. */
export const removedBarSizeVariable = "--removed-body-scroll-bar-size";

const LOCK_ATTRIBUTE = "data-scroll-locked";

export type GapMode = "padding" | "margin";

export interface GapOffset {
  left: number;
  top: number;
  right: number;
  gap: number;
}

const zeroGap: GapOffset = { left: 0, top: 0, right: 0, gap: 0 };

const parse = (value: string) => Number.parseInt(value || "", 10) || 0;

/** The body's margins (or paddings) and the width of the page's scrollbar, as the package measures them. */
export function getGapWidth(gapMode: GapMode = "margin"): GapOffset {
  if (typeof window === "undefined") return zeroGap;
  const style = window.getComputedStyle(document.body);
  const padding = gapMode === "padding";
  const left = parse(padding ? style.paddingLeft : style.marginLeft);
  const top = parse(padding ? style.paddingTop : style.marginTop);
  const right = parse(padding ? style.paddingRight : style.marginRight);
  const gap = Math.max(0, window.innerWidth - document.documentElement.clientWidth + right - left);
  return { left, top, right, gap };
}

/** The body's inline declarations the lock sets, as the package's stylesheet does. */
function lockDeclarations(offset: GapOffset, relative: boolean, gapMode: GapMode): [property: string, value: string][] {
  const declarations: [string, string][] = [
    ["overflow", "hidden"],
    ["overscroll-behavior", "contain"],
    [removedBarSizeVariable, `${offset.gap}px`],
  ];
  if (relative) declarations.push(["position", "relative"]);
  if (gapMode === "margin")
    declarations.push(
      ["padding-left", `${offset.left}px`],
      ["padding-top", `${offset.top}px`],
      ["padding-right", `${offset.right}px`],
      ["margin-left", "0"],
      ["margin-top", "0"],
      ["margin-right", `${offset.gap}px`],
    );
  else declarations.push(["padding-right", `${offset.gap}px`]);
  return declarations;
}

/** What the body's inline style held before the first lock, to put back after the last. */
let saved: [property: string, value: string, priority: string][] = [];

function lockCount(): number {
  const count = Number.parseInt(document.body.getAttribute(LOCK_ATTRIBUTE) ?? "0", 10);
  return Number.isFinite(count) ? count : 0;
}

export interface LockOptions {
  /** The body's margins and the scrollbar's width, measured before any lock. @defaultValue getGapWidth(gapMode) */
  offset?: GapOffset;
  /** Sets the body's position to relative. @defaultValue true */
  relative?: boolean;
  /** @defaultValue 'margin' */
  gapMode?: GapMode;
  /** Sets the declarations !important. @defaultValue true */
  important?: boolean;
}

/** Adds a lock; the first one sets the body's declarations (by default, as the kit's dialogs lock). */
export function lockScroll({
  gapMode = "margin",
  offset = getGapWidth(gapMode),
  relative = true,
  important = true,
}: LockOptions = {}): void {
  const body = document.body;
  const count = lockCount();
  body.setAttribute(LOCK_ATTRIBUTE, String(count + 1));
  // The first lock's measure holds for every lock over it (the package keeps the first <style> only).
  if (count > 0) return;
  const declarations = lockDeclarations(offset, relative, gapMode);
  saved = declarations.map(([property]) => [
    property,
    body.style.getPropertyValue(property),
    body.style.getPropertyPriority(property),
  ]);
  for (const [property, value] of declarations)
    body.style.setProperty(property, value, important && property !== "overscroll-behavior" ? "important" : "");
}

/** Ends a lock; the last one puts back what the body's inline style held. */
export function unlockScroll(): void {
  const body = document.body;
  const count = lockCount() - 1;
  if (count > 0) {
    body.setAttribute(LOCK_ATTRIBUTE, String(count));
    return;
  }
  body.removeAttribute(LOCK_ATTRIBUTE);
  for (const [property, value, priority] of saved) {
    if (value) body.style.setProperty(property, value, priority);
    else body.style.removeProperty(property);
  }
  saved = [];
}
