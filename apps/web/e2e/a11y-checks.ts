/**
 * Checks of the "by hand" accessibility specs (reflow.spec.ts, a11y-by-hand.spec.ts): each one runs in the page and
 * returns what it found wrong, described so a failure names the element (tag, data-slot or id, text).
 */
import { expect } from "@playwright/test";
import type { Locator, Page } from "@playwright/test";

/**
 * 200% text the way the browser's own setting does it: Chromium's "Font size" preference is the default font size
 * (16 px, here 32 px), which is what `html { font-size: 100% }` and every rem follow. Set through the DevTools
 * protocol (Page.setFontSizes); it holds for later navigations of the page.
 */
export async function setDefaultFontSize(page: Page, pixels = 32): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Page.setFontSizes", { fontSizes: { standard: pixels, fixed: Math.round(pixels * 0.8125) } });
}

/** The WCAG 1.4.12 text-spacing override (the bookmarklet's values), as an author stylesheet with !important. */
export const TEXT_SPACING_CSS = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * Horizontal reflow: the document's scroll width, and every visible element whose box reaches past the viewport's
 * right edge once the parts its ancestors clip (overflow other than visible: a table's scroll region, a carousel's
 * window) are taken off. Only the outermost offender of a subtree is named.
 */
export async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; width: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: Element[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      // Not rendered (a closed <details>' content, display: none, visibility: hidden): not seen.
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      // Screen-reader-only text (1 px, clipped) is not seen; what sits wholly off the left edge cannot be scrolled to.
      if (rect.width <= 1 || rect.height <= 1 || rect.right <= width + 0.5) continue;
      let left = rect.left;
      let right = rect.right;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX !== "visible") {
          const box = parent.getBoundingClientRect();
          left = Math.max(left, box.left);
          right = Math.min(right, box.right);
        }
        if (parentStyle.position === "fixed") break;
      }
      if (right - left >= 1 && right > width + 0.5) found.push(element);
    }
    const describe = (element: Element) => {
      const slot = element.closest("[data-slot]")?.getAttribute("data-slot");
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 50);
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> in ${slot ?? "page"} right=${right}: "${text}"`;
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      offenders: found
        .filter((element) => !found.some((other) => other !== element && other.contains(element)))
        .map(describe),
    };
  });
}

/**
 * Text cut off by a box that hides its overflow: every visible text (not inert, not screen-reader-only, not a
 * deliberate line clamp, whose full text is a link away) whose line boxes end outside the nearest ancestor with
 * overflow other than visible.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("[inert], [aria-hidden=true], script, style, noscript, template"))
        continue;
      if (getComputedStyle(parent).visibility !== "visible") continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      for (let box = parent as HTMLElement | null; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        // Screen-reader-only text and intentionally clamped review text (its 'Read full review' link) are left out.
        const bounds = box.getBoundingClientRect();
        const screenReaderOnly = style.clipPath !== "none" || (style.clip !== "auto" && style.clip !== "");
        if (screenReaderOnly || bounds.width <= 1 || bounds.height <= 1 || style.webkitLineClamp !== "none") break;
        // A scrolling box shows the rest when scrolled: only hidden or clipped overflow loses text.
        const hidesX = style.overflowX === "hidden" || style.overflowX === "clip";
        const hidesY = style.overflowY === "hidden" || style.overflowY === "clip";
        const cut = rects.some(
          (rect) =>
            (hidesX && (rect.right > bounds.right + 1 || rect.left < bounds.left - 1)) ||
            (hidesY && (rect.bottom > bounds.bottom + 1 || rect.top < bounds.top - 1)),
        );
        if (cut) {
          const slot = box.closest("[data-slot]")?.getAttribute("data-slot") ?? "page";
          problems.push(`"${text.slice(0, 50)}" cut by <${box.tagName.toLowerCase()}> in ${slot}`);
        }
        break;
      }
    }
    return problems;
  });
}

/** What can be pressed or typed into: the targets of WCAG 2.5.8. */
export const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";

/**
 * WCAG 2.5.8 target size: every visible, usable control at least 24 x 24 CSS px, unless a 24 px circle centred on
 * it meets no other control and no other such circle (the spacing exception), or it is a link inside running text
 * (the inline exception: an inline link whose block holds other text).
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const usable = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      if (element.closest("[inert], [aria-hidden=true]")) return false;
      const style = getComputedStyle(element);
      if (style.visibility !== "visible" || style.pointerEvents === "none") return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    });
    const boxes = new Map(usable.map((element) => [element, element.getBoundingClientRect()]));
    const inline = (element: HTMLElement) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
      const own = (element.textContent ?? "").trim().length;
      return !!block && (block.textContent ?? "").replace(/\s+/g, " ").trim().length > own + 1;
    };
    const small = usable.filter((element) => {
      const rect = boxes.get(element)!;
      return (rect.width < 23.5 || rect.height < 23.5) && !inline(element);
    });
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(
        Math.max(rect.left - point.x, 0, point.x - rect.right),
        Math.max(rect.top - point.y, 0, point.y - rect.bottom),
      );
    return small
      .filter((element) => {
        const point = centre(boxes.get(element)!);
        return usable.some((other) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          const rect = boxes.get(other)!;
          if (distanceToRect(point, rect) < 12) return true;
          return small.includes(other) && Math.hypot(point.x - centre(rect).x, point.y - centre(rect).y) < 24;
        });
      })
      .map((element) => {
        const rect = boxes.get(element)!;
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
        return `<${element.tagName.toLowerCase()}> "${name.slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      });
  }, CONTROLS);
}

/** The focused element, as the visitor sees it: named, whether it shows a focus indicator and whether anything covers it. */
export interface FocusReport {
  name: string;
  /** Outline, box-shadow, border or background differ from the element's unfocused look. */
  indicated: boolean;
  /** None of its centre and four inner corners is the element itself (or inside it): entirely covered. */
  hidden: boolean;
  /** A key identifying the element, to notice when the tab order wraps around. */
  key: string;
}

/** Records every control's unfocused look (call with nothing focused), for `focusReport`. */
export async function recordUnfocusedLooks(page: Page): Promise<void> {
  await page.evaluate((selector) => {
    const looks = new Map<Element, string>();
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderColor,
        style.backgroundColor,
      ].join("|");
    };
    for (const element of document.querySelectorAll(`${selector}, [tabindex]`)) looks.set(element, look(element));
    (window as unknown as { __unfocusedLooks: Map<Element, string>; __look: typeof look }).__unfocusedLooks = looks;
    (window as unknown as { __look: typeof look }).__look = look;
  }, CONTROLS);
}

/** The focused element's report (see FocusReport); null when focus is on the body. */
export async function focusReport(page: Page): Promise<FocusReport | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;
    const state = window as unknown as { __unfocusedLooks: Map<Element, string>; __look: (element: Element) => string };
    const before = state.__unfocusedLooks.get(element);
    const style = getComputedStyle(element);
    // The ring may be drawn by a pseudo-element (a card's link outlines the whole card with its ::after).
    const ringed = (look: CSSStyleDeclaration) => look.outlineStyle !== "none" && parseFloat(look.outlineWidth) >= 2;
    const outline =
      ringed(style) || ringed(getComputedStyle(element, "::after")) || ringed(getComputedStyle(element, "::before"));
    const indicated = outline || (before !== undefined && before !== state.__look(element));
    const rect = element.getBoundingClientRect();
    const inset = Math.min(3, rect.width / 4, rect.height / 4);
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset, rect.top + inset],
      [rect.right - inset, rect.top + inset],
      [rect.left + inset, rect.bottom - inset],
      [rect.right - inset, rect.bottom - inset],
    ];
    const visible = points.some(([x, y]) => {
      if (x! < 0 || y! < 0 || x! > window.innerWidth || y! > window.innerHeight) return false;
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (hit === element || element.contains(hit) || hit.contains(element));
    });
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    const path: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(`${node.tagName}:${node.parentElement ? [...node.parentElement.children].indexOf(node) : 0}`);
    }
    return {
      name: `<${element.tagName.toLowerCase()}> "${label.slice(0, 40)}"`,
      indicated,
      hidden: rect.width > 0 && rect.height > 0 ? !visible : false,
      key: path.join("/"),
    };
  });
}

/**
 * Pixel check of a control under forced colours: the contrast between its box's most common colour (its background
 * there) and the pixel that differs most from it. Below 3:1, nothing of the control (text, icon, border) shows.
 * The screenshot is decoded in the page (a canvas), so no image library is needed.
 */
export async function strongestContrast(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const counts = new Map<number, number>();
    for (let index = 0; index < data.length; index += 4) {
      const colour = (data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!;
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    const luminance = (colour: number) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return (
        0.2126 * channel((colour >> 16) & 255) + 0.7152 * channel((colour >> 8) & 255) + 0.0722 * channel(colour & 255)
      );
    };
    const background = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const base = luminance(background);
    let best = 1;
    for (const colour of counts.keys()) {
      const other = luminance(colour);
      best = Math.max(best, (Math.max(base, other) + 0.05) / (Math.min(base, other) + 0.05));
    }
    return best;
  }, png.toString("base64"));
}

/** Each visible control inside `region`: its forced-colours screenshot must hold something 3:1 against its background. */
export async function expectControlsShow(page: Page, region: Locator, what: string): Promise<number> {
  const controls = region.locator(CONTROLS);
  const faint: string[] = [];
  let checked = 0;
  for (let index = 0, count = await controls.count(); index < count; index += 1) {
    const control = controls.nth(index);
    if (!(await control.isVisible())) continue;
    // Screen-reader-only until focused (the skip link): nothing to see in either colour mode.
    if (await control.evaluate((element) => getComputedStyle(element).clipPath !== "none")) continue;
    const box = await control.boundingBox();
    if (!box || box.width < 4 || box.height < 4) continue;
    const contrast = await strongestContrast(page, await control.screenshot({ animations: "disabled" }));
    checked += 1;
    if (contrast < 3)
      faint.push(`${await control.evaluate((element) => element.outerHTML.slice(0, 120))} ${contrast.toFixed(2)}:1`);
  }
  expect(faint, `controls that vanish in forced colours: ${what}`).toEqual([]);
  return checked;
}
