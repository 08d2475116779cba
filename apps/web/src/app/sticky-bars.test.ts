// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { STICKY_FOOTER_MEASURED, STICKY_HEADER_MEASURED, startStickyBars } from "./sticky-bars.js";

/** The page's two bars, with the heights and positions the styles would give them. */
function bars({ header = 183, headerPosition = "sticky", bar = 93, barDisplay = "block" } = {}) {
  document.body.innerHTML = `<header data-slot="site-header"></header><main></main><div data-slot="mobile-appointment-bar"></div>`;
  const headerElement = document.querySelector<HTMLElement>("[data-slot=site-header]")!;
  const barElement = document.querySelector<HTMLElement>("[data-slot=mobile-appointment-bar]")!;
  const heights = { header, bar };
  Object.defineProperty(headerElement, "offsetHeight", { get: () => heights.header });
  Object.defineProperty(barElement, "offsetHeight", { get: () => heights.bar });
  headerElement.style.position = headerPosition;
  barElement.style.position = "fixed";
  barElement.style.display = barDisplay;
  return { headerElement, barElement, heights };
}

const root = document.documentElement;
const value = (name: string) => root.style.getPropertyValue(name);
let stop = () => undefined as void;

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("startStickyBars", () => {
  it("keeps the header's and the appointment bar's measured heights in the variables the scroll padding reads", () => {
    bars();
    stop = startStickyBars();
    expect(value(STICKY_HEADER_MEASURED)).toBe("183px");
    expect(value(STICKY_FOOTER_MEASURED)).toBe("93px");
  });

  it("hands a value back to the styles where a bar is not sticky or not shown", () => {
    bars({ headerPosition: "relative", barDisplay: "none" });
    stop = startStickyBars();
    expect(value(STICKY_HEADER_MEASURED)).toBe("");
    expect(value(STICKY_FOOTER_MEASURED)).toBe("");
  });

  it("measures again when a bar changes size (larger text, another width), and on a window resize", () => {
    const observers: { callback: () => void; targets: Element[] }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        targets: Element[] = [];
        constructor(public callback: () => void) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets = [];
        }
      },
    );
    const { heights, headerElement } = bars();
    stop = startStickyBars();
    // Nothing measured before the observer reports the bars laid out.
    expect(value(STICKY_HEADER_MEASURED)).toBe("");
    expect(observers[0]!.targets).toHaveLength(2);
    observers[0]!.callback();
    expect(value(STICKY_HEADER_MEASURED)).toBe("183px");
    heights.header = 240;
    observers[0]!.callback();
    expect(value(STICKY_HEADER_MEASURED)).toBe("240px");
    headerElement.style.position = "relative";
    window.dispatchEvent(new Event("resize"));
    expect(value(STICKY_HEADER_MEASURED)).toBe("");
    stop();
    expect(observers[0]!.targets).toHaveLength(0);
    expect(value(STICKY_FOOTER_MEASURED)).toBe("");
  });
});
