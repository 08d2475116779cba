import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentCard, ContentCardSkeleton } from "./card";

// jsdom has no layout, so the size match is checked through the classes that fix each block's size.
const SIZE_CLASSES = ["aspect-video", "min-h-8", "min-h-11", "mt-auto", "p-6", "gap-3"];

function sizeClasses(root: Element): string[] {
  const found = new Set<string>();
  root.querySelectorAll("*").forEach((element) => {
    for (const name of element.classList) if (SIZE_CLASSES.includes(name)) found.add(name);
  });
  return [...found].sort();
}

describe("ContentCard", () => {
  it("is one link named by its title", () => {
    render(
      <ContentCard
        href="/blog/part-b"
        title="When should I sign up for Part B?"
        description="Seven months."
        eyebrow="Enrollment"
        meta="January 5, 2025"
      />,
    );
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "When should I sign up for Part B?" })).toHaveAttribute(
      "href",
      "/blog/part-b",
    );
    expect(screen.getByRole("heading", { level: 3 })).toHaveClass("line-clamp-2", "min-h-[2lh]");
  });

  it("has a skeleton with the same fixed-size blocks, hidden from screen readers", () => {
    const { container } = render(
      <>
        <ContentCard href="/blog/a" title="A" />
        <ContentCardSkeleton />
      </>,
    );
    const [card, skeleton] = [
      container.querySelector("[data-slot=content-card]")!,
      container.querySelector("[data-slot=content-card-skeleton]")!,
    ];
    expect(sizeClasses(skeleton)).toEqual(sizeClasses(card));
    expect(skeleton.querySelector(".h-\\[2lh\\]")).not.toBeNull();
    expect(skeleton.querySelector(".h-\\[3lh\\]")).not.toBeNull();
    expect(skeleton).toHaveAttribute("aria-hidden", "true");
  });
});
