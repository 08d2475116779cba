import { describe, expect, it } from "vitest";
import { toastEdge } from "./toaster-placement";

const screen = { toastsHeight: 100, viewportHeight: 600, offset: 8 };

describe("toastEdge", () => {
  it("puts the toasts at the top when nothing has the focus or the focus is clear of them", () => {
    expect(toastEdge(null, screen)).toBe("top");
    expect(toastEdge({ top: 300, bottom: 344 }, screen)).toBe("top");
    // Just clear of the band and the focus ring's 8 px.
    expect(toastEdge({ top: 116, bottom: 160 }, screen)).toBe("top");
  });

  it("moves them to the bottom when the focused element lies under them at the top, the focus ring included", () => {
    expect(toastEdge({ top: 20, bottom: 64 }, screen)).toBe("bottom");
    expect(toastEdge({ top: 115, bottom: 160 }, screen)).toBe("bottom");
  });

  it("keeps the edge covering less of an element taller than the screen", () => {
    expect(toastEdge({ top: 50, bottom: 600 }, screen)).toBe("top");
    expect(toastEdge({ top: 0, bottom: 550 }, screen)).toBe("bottom");
  });

  it("ignores a focused element with no height", () => {
    expect(toastEdge({ top: 20, bottom: 20 }, screen)).toBe("top");
  });
});
