import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

describe("StarRating", () => {
  it.each([
    [5, "Rated 5 out of 5"],
    [4.8, "Rated 4.8 out of 5"],
    [3, "Rated 3 out of 5"],
    [7, "Rated 5 out of 5"],
  ])("names %s as '%s'", (value, name) => {
    render(<StarRating value={value} />);
    expect(screen.getByRole("img", { name })).toBeInTheDocument();
  });

  it("fills stars in proportion, hiding them from screen readers", () => {
    const { container } = render(<StarRating value={4.5} />);
    const stars = container.querySelectorAll("[data-slot=star-rating] > span");
    expect(stars).toHaveLength(5);
    stars.forEach((star) => expect(star).toHaveAttribute("aria-hidden", "true"));
    expect(stars[3]?.querySelector("span")).toHaveClass("w-full");
    expect(stars[4]?.querySelector("span")).toHaveClass("w-[50%]");
    expect(stars[4]?.querySelector("span")).not.toHaveAttribute("style");
  });

  it("fills a partial star by the tenth the rating is named with", () => {
    const { container } = render(<StarRating value={4.8} />);
    const stars = container.querySelectorAll("[data-slot=star-rating] > span");
    expect(stars[4]?.querySelector("span")).toHaveClass("w-[80%]");
    expect(container.querySelector("[style]")).toBeNull();
  });
});
