// @vitest-environment jsdom
/**
 * The notice region's units alone: the geometry that picks a place (what a box covers of the focused element and of
 * the targets in view; the best place, stopping at the first clear one) and the writes that keep room for the notices.
 */
import { afterEach, describe, expect, it } from "vitest";
import { bestPlace, CANDIDATES, coverage, overlapArea } from "./placement.js";
import type { Coverage, Place } from "./placement.js";
import { createNoticeRoom } from "./room.js";
import { box } from "../test-support/dom-rect.js";

describe("placement", () => {
  it("counts the area shared with a box grown by the margin, and nothing for boxes that only touch", () => {
    expect(overlapArea(box(0, 10), box(10, 20), 0)).toBe(0);
    expect(overlapArea(box(0, 10), box(10, 20), 2)).toBe(2 * 320);
    expect(overlapArea(box(0, 100, 0, 100), box(50, 150, 50, 150), 0)).toBe(50 * 50);
  });

  it("covers the focused element by area (with its margin) and the targets by count; an empty focus box is none", () => {
    const targets = [box(0, 40), box(100, 140), box(500, 540)];
    expect(coverage(box(90, 200), box(150, 160), targets, 8)).toEqual({ focused: 320 * 26, targets: 1 });
    expect(coverage(box(90, 200), box(150, 150, 10, 10), targets, 8)).toEqual({ focused: 0, targets: 1 });
    expect(coverage(box(90, 200), undefined, [], 8)).toEqual({ focused: 0, targets: 0 });
  });

  const measuring = (answers: Record<string, Coverage>) => {
    const tried: string[] = [];
    const measure = (place: Place) => {
      const key = `${place.placement} ${place.size}`;
      tried.push(key);
      return answers[key]!;
    };
    return { tried, measure };
  };

  it("takes the first place that covers nothing and tries no further", () => {
    const { tried, measure } = measuring({
      "bottom full": { focused: 10, targets: 0 },
      "top full": { focused: 0, targets: 0 },
      "bottom compact": { focused: 0, targets: 0 },
      "top compact": { focused: 0, targets: 0 },
    });
    expect(bestPlace(CANDIDATES, measure)).toEqual({ place: { placement: "top", size: "full" }, clear: true });
    expect(tried).toEqual(["bottom full", "top full"]);
  });

  it("with nowhere clear: the least of the focused element first, then the fewest targets, the earlier on a tie", () => {
    const { measure } = measuring({
      "bottom full": { focused: 0, targets: 3 },
      "top full": { focused: 0, targets: 1 },
      "bottom compact": { focused: 0, targets: 1 },
      "top compact": { focused: 5, targets: 0 },
    });
    expect(bestPlace(CANDIDATES, measure)).toEqual({ place: { placement: "top", size: "full" }, clear: false });
    const focusFirst = measuring({
      "bottom full": { focused: 50, targets: 0 },
      "top full": { focused: 20, targets: 4 },
      "bottom compact": { focused: 30, targets: 0 },
      "top compact": { focused: 20, targets: 5 },
    });
    expect(bestPlace(CANDIDATES, focusFirst.measure).place).toEqual({ placement: "top", size: "full" });
  });
});

describe("room", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("style");
  });

  const setUp = () => {
    document.body.innerHTML =
      '<div data-slot="notice-space"></div><div id="region"></div><div data-slot="mobile-appointment-bar" data-state="visible"></div>';
    const region = document.getElementById("region")!;
    const spacer = document.querySelector<HTMLElement>("[data-slot=notice-space]")!;
    const bar = document.querySelector<HTMLElement>("[data-slot=mobile-appointment-bar]")!;
    Object.defineProperty(bar, "offsetHeight", { value: 64 });
    const root = document.documentElement;
    const room = createNoticeRoom({ region, root, view: window, spacer, bar, focusMargin: 8 });
    return { region, spacer, bar, root, room };
  };

  it("at the bottom: above the bar while it shows, the spacer and the bottom scroll padding keep room", () => {
    const { region, spacer, bar, root, room } = setUp();
    room.setLayout("bottom", "full");
    room.liftAboveBar();
    expect(region.style.bottom).toBe("64px");
    room.reserve(box(window.innerHeight - 170, window.innerHeight));
    expect(spacer.style.height).toBe("170px");
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toContain("178px");
    expect(root.style.getPropertyValue("scroll-padding-top")).toBe("");
    bar.dataset.state = "hidden";
    room.liftAboveBar();
    expect(region.style.bottom).toBe("");
  });

  it("at the top: no lift, no spacer, the top scroll padding below the notices; clear gives the page its room back", () => {
    const { region, spacer, root, room } = setUp();
    room.setLayout("top", "compact");
    expect(region.dataset).toMatchObject({ placement: "top", size: "compact" });
    room.liftAboveBar();
    expect(region.style.bottom).toBe("");
    room.reserve(box(136, 206));
    expect(spacer.style.height).toBe("");
    expect(root.style.getPropertyValue("scroll-padding-top")).toContain("214px");
    expect(root.style.getPropertyValue("scroll-padding-bottom")).toBe("");
    room.clear();
    expect(root.style.getPropertyValue("scroll-padding-top")).toBe("");
  });
});
