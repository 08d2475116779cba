import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { journey } from "../test/fixtures";
import { TimelineCarousel } from "./timeline-carousel";

function current() {
  return screen.getAllByRole("button").find((button) => button.getAttribute("aria-current") === "true")?.textContent;
}

describe("TimelineCarousel", () => {
  it("is a carousel named 'Our Journey' with a button per year", () => {
    render(<TimelineCarousel items={journey} />);
    expect(screen.getByRole("region", { name: "Our Journey" })).toHaveAttribute("aria-roledescription", "carousel");
    for (const year of ["2014", "2018", "2020", "2022", "2023"])
      expect(screen.getByRole("button", { name: year })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous milestone" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next milestone" })).toBeInTheDocument();
  });

  it("shows the chosen year and hides the other slides from assistive tech and the keyboard", async () => {
    const user = userEvent.setup();
    render(<TimelineCarousel items={journey} />);
    await user.click(screen.getByRole("button", { name: "2022" }));
    expect(current()).toBe("2022");
    const slides = screen
      .getAllByRole("group", { hidden: true })
      .filter((element) => element.getAttribute("aria-roledescription") === "slide");
    expect(
      slides.filter((slide) => !slide.hasAttribute("inert")).map((slide) => slide.getAttribute("aria-label")),
    ).toEqual(["4 of 5: 2022"]);
  });

  it("loops in both directions", async () => {
    const user = userEvent.setup();
    render(<TimelineCarousel items={journey} />);
    await user.click(screen.getByRole("button", { name: "Previous milestone" }));
    expect(current()).toBe("2023");
    await user.click(screen.getByRole("button", { name: "Next milestone" }));
    expect(current()).toBe("2014");
  });

  it("never advances by itself", () => {
    vi.useFakeTimers();
    render(<TimelineCarousel items={journey} />);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(current()).toBe("2014");
    vi.useRealTimers();
  });
});
