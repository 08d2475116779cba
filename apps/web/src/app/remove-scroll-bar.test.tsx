// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RemoveScrollBar, removedBarSizeVariable } from "./remove-scroll-bar.js";

// A 1024 px window whose page is 1009 px wide: a 15 px scrollbar.
beforeEach(() => {
  Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: 1009 });
});

afterEach(() => {
  document.body.removeAttribute("style");
  document.body.removeAttribute("data-scroll-locked");
});

describe("RemoveScrollBar (the site's react-remove-scroll-bar)", () => {
  it("locks the body's scroll through its inline style, never a <style> element", () => {
    const { unmount } = render(<RemoveScrollBar />);
    const body = document.body;
    expect(body.getAttribute("data-scroll-locked")).toBe("1");
    expect(body.style.getPropertyValue("overflow")).toBe("hidden");
    expect(body.style.getPropertyPriority("overflow")).toBe("important");
    expect(body.style.getPropertyValue("position")).toBe("relative");
    // The scrollbar's width, taken up by the body's margin: the page keeps its width.
    expect(body.style.getPropertyValue("margin-right")).toBe("15px");
    expect(body.style.getPropertyValue(removedBarSizeVariable)).toBe("15px");
    expect(document.querySelector("style")).toBeNull();
    unmount();
    expect(body.hasAttribute("data-scroll-locked")).toBe(false);
    expect(body.style.getPropertyValue("overflow")).toBe("");
    expect(body.style.getPropertyValue(removedBarSizeVariable)).toBe("");
  });

  it("holds while any lock is mounted and puts back the body's own inline style after the last", () => {
    document.body.style.setProperty("overflow", "auto");
    const first = render(<RemoveScrollBar />);
    const second = render(<RemoveScrollBar noRelative />);
    expect(document.body.getAttribute("data-scroll-locked")).toBe("2");
    first.unmount();
    expect(document.body.getAttribute("data-scroll-locked")).toBe("1");
    expect(document.body.style.getPropertyValue("overflow")).toBe("hidden");
    second.unmount();
    expect(document.body.hasAttribute("data-scroll-locked")).toBe(false);
    expect(document.body.style.getPropertyValue("overflow")).toBe("auto");
    expect(document.body.style.getPropertyValue("position")).toBe("");
  });

  it("takes the scrollbar's width up with the body's padding when asked to", () => {
    const { unmount } = render(<RemoveScrollBar gapMode="padding" noImportant />);
    expect(document.body.style.getPropertyValue("padding-right")).toBe("15px");
    expect(document.body.style.getPropertyValue("margin-right")).toBe("");
    expect(document.body.style.getPropertyPriority("overflow")).toBe("");
    unmount();
  });
});
