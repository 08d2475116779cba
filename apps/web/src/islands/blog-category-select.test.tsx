// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogCategorySelect } from "./blog-category-select.js";

const CATEGORIES = [
  { id: "c1", name: "Enrollment", slug: "enrollment" },
  { id: "c2", name: "Medicare Supplements", slug: "medicare-supplements" },
];

/** The trigger's text as the prerendered HTML shows it (before any script runs). */
function prerenderedTrigger(value: string): string {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <BlogCategorySelect categories={CATEGORIES} value={value} label="Filter by category" />,
  );
  return container.querySelector('[role="combobox"]')?.textContent ?? "";
}

describe("BlogCategorySelect, prerendered", () => {
  it("shows the chosen category's name", () => {
    expect(prerenderedTrigger("medicare-supplements")).toBe("Medicare Supplements");
  });

  it("shows 'All Categories' for every post", () => {
    expect(prerenderedTrigger("all")).toBe("All Categories");
  });

  it("shows the placeholder when nothing (or an unknown category) is chosen", () => {
    expect(prerenderedTrigger("")).toBe("Choose a category");
    expect(prerenderedTrigger("no-such-category")).toBe("Choose a category");
  });
});
