import { describe, expect, it } from "vitest";
import {
  callToActionDisplay,
  formatAverageRating,
  formatLongDate,
  groupTeamSections,
  pageTitle,
  ratingTier,
  selectReviews,
  statePageName,
  stateSlug,
  titleRank,
  truncateExcerpt,
} from "./display-rules.js";
import type { Review, TeamMember } from "./view-models.js";

describe("pageTitle", () => {
  it("falls back through title, metadata title, page name, then 'NO TITLE FOUND'", () => {
    expect(pageTitle({ title: "T", pageName: "P", metadata: { title: "M" } })).toBe("T");
    expect(pageTitle({ title: "", pageName: "P", metadata: { title: "M" } })).toBe("M");
    expect(pageTitle({ title: " ", pageName: "P", metadata: { title: "" } })).toBe("P");
    expect(pageTitle({ title: "", pageName: "", metadata: { title: "" } })).toBe("NO TITLE FOUND");
  });
});

describe("state pages", () => {
  it("names a state page by its page name, else 'Medicare in {state}', else 'Unknown State'", () => {
    expect(statePageName({ pageName: "Medicare in Mississippi", pageSlug: "medicare-by-state-mississippi" })).toBe(
      "Medicare in Mississippi",
    );
    expect(statePageName({ pageName: "", pageSlug: "medicare-by-state-new-mexico" })).toBe("Medicare in New Mexico");
    expect(statePageName({ pageName: "", pageSlug: "medicare-by-state-" })).toBe("Unknown State");
    expect(stateSlug("medicare-by-state-arkansas")).toBe("arkansas");
  });
});

describe("truncateExcerpt", () => {
  it("cuts at 120 characters and adds an ellipsis only when longer", () => {
    expect(truncateExcerpt("a".repeat(120))).toBe("a".repeat(120));
    expect(truncateExcerpt("a".repeat(121))).toBe(`${"a".repeat(120)}...`);
  });
});

describe("formatLongDate", () => {
  it("shows long US dates, reading date-only values as that day", () => {
    expect(formatLongDate("2025-01-05")).toBe("January 5, 2025");
    expect(formatLongDate("2026-11-18T12:00:00.000Z")).toBe("November 18, 2026");
    expect(formatLongDate("nonsense")).toBe("");
    expect(formatLongDate(null)).toBe("");
  });
});

const member = (name: string, title: string, department: string): TeamMember => ({
  id: name,
  name,
  title,
  department,
  email: "",
  headshot: null,
});

describe("groupTeamSections (docs/product.md: Constants)", () => {
  const members = [
    member("Zed Agent", "Licensed Sales Agent", "Sales"),
    member("Amy Lead", "Sales Team Lead", "Sales"),
    member("Bob Director", "Director of Sales", "Sales"),
    member("Cal Agent", "Licensed Sales Agent", "Sales"),
    member("Marcus Bell", "President", "Leadership"),
    member("Aaron New", "Vice President", "Leadership"),
    member("Dana Whitfield", "Founder", "Leadership"),
    member("Olive Office", "Office Manager", "Administrative"),
    member("Earl Coord", "Enrollment Coordinator", "Administrative"),
    member("Pat Care", "Customer Care Supervisor", "Customer Care"),
    member("Ruth NoDept", "Medicare Educator", ""),
    member("Mia Market", "Marketing Manager", "Marketing"),
  ];
  const sections = groupTeamSections(members, ["Dana Whitfield", "Marcus Bell"]);
  it("orders sections Leadership, Sales, Administrative, Marketing, then Other", () => {
    expect(sections.map((s) => s.name)).toEqual(["Leadership", "Sales", "Administrative", "Marketing", "Other"]);
  });
  it("puts Leadership in the fixed name order, then the rest alphabetically", () => {
    expect(sections[0]!.members.map((m) => m.name)).toEqual(["Dana Whitfield", "Marcus Bell", "Aaron New"]);
  });
  it("sorts other sections by title rank, then name", () => {
    expect(sections[1]!.members.map((m) => m.name)).toEqual(["Bob Director", "Amy Lead", "Cal Agent", "Zed Agent"]);
    expect(sections[2]!.members.map((m) => m.name)).toEqual(["Olive Office", "Earl Coord"]);
    expect(sections[4]!.members.map((m) => m.name)).toEqual(["Pat Care", "Ruth NoDept"]);
  });
  it("ranks titles: director 1, team lead/leader 2, manager 3, supervisor 4, coordinator 5, others 10", () => {
    expect(
      ["Director", "Team Lead", "Group Leader", "Manager", "Supervisor", "Coordinator", "Agent"].map(titleRank),
    ).toEqual([1, 2, 2, 3, 4, 5, 10]);
  });
});

const review = (time: number, rating: number, text: string): Review => ({
  author_name: `A${time}`,
  profile_photo_url: "",
  relative_time_description: "",
  rating,
  text,
  author_url: "",
  time,
});

describe("reviews", () => {
  it("keeps 5-star reviews with text, newest first, at most 6", () => {
    const list = [
      review(1, 5, "a"),
      review(9, 4, "b"),
      review(3, 5, ""),
      review(8, 5, "c"),
      ...[2, 4, 5, 6, 7].map((t) => review(t, 5, "x")),
    ];
    expect(selectReviews(list).map((r) => r.time)).toEqual([8, 7, 6, 5, 4, 2]);
  });
  it("labels tiers by average", () => {
    expect([4.8, 4.79, 4.5, 4.49, 4, 3.9].map(ratingTier)).toEqual([
      "Outstanding!",
      "Excellent!",
      "Excellent!",
      "Great!",
      "Great!",
      "Good!",
    ]);
  });
  it("shows the average to one decimal", () => {
    expect(formatAverageRating(4.8)).toBe("4.8 out of 5");
    expect(formatAverageRating(4.75)).toBe("4.8 out of 5");
    expect(formatAverageRating(5)).toBe("5.0 out of 5");
  });
});

describe("callToActionDisplay (docs/product.md: Display rules)", () => {
  const cta = (title: string, text: string, buttonText: string, buttonLink: string) => ({
    title,
    text,
    buttonText,
    buttonLink,
  });
  it("shows nothing when title, text, button text and link are all empty", () => {
    expect(callToActionDisplay(cta(" ", "", "", ""))).toBeNull();
    expect(callToActionDisplay(null)).toBeNull();
  });
  it("shows the block when any one is non-empty, the button only with both text and link", () => {
    expect(callToActionDisplay(cta("", "", "Call", ""))).toEqual({ title: "", text: "", button: null });
    expect(callToActionDisplay(cta(" Free guide ", "Get it.", "Download", "/medicare-breakdown"))).toEqual({
      title: "Free guide",
      text: "Get it.",
      button: { text: "Download", href: "/medicare-breakdown" },
    });
  });
});
