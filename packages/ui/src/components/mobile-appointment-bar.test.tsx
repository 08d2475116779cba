import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOBILE_BAR_HIDE_DELAY_MS } from "../lib/constants";
import { MobileAppointmentBar } from "./mobile-appointment-bar";

function bar(): HTMLElement {
  return document.querySelector("[data-slot=mobile-appointment-bar]")!;
}

function scroll() {
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("MobileAppointmentBar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is hidden and inert until the page scrolls", () => {
    render(<MobileAppointmentBar />);
    expect(bar()).toHaveAttribute("data-state", "hidden");
    expect(bar()).toHaveAttribute("inert");
  });

  it("shows while scrolling and hides exactly 2000 ms after scrolling stops", () => {
    expect(MOBILE_BAR_HIDE_DELAY_MS).toBe(2000);
    render(<MobileAppointmentBar />);
    scroll();
    expect(bar()).toHaveAttribute("data-state", "visible");
    expect(bar()).not.toHaveAttribute("inert");
    expect(screen.getByRole("link", { name: /^Schedule an Appointment/ })).toHaveAttribute(
      "href",
      "https://scheduler.example.com/appointment",
    );

    act(() => {
      vi.advanceTimersByTime(1500);
    });
    scroll(); // still scrolling: the quiet period starts again
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(bar()).toHaveAttribute("data-state", "visible");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar()).toHaveAttribute("data-state", "hidden");
    expect(bar()).toHaveAttribute("inert");
  });

  it("hides while a form field has focus and does not come back when scrolling then", () => {
    render(
      <>
        <label>
          Zip code
          <input />
        </label>
        <MobileAppointmentBar />
      </>,
    );
    scroll();
    expect(bar()).toHaveAttribute("data-state", "visible");
    act(() => {
      screen.getByLabelText("Zip code").focus();
    });
    expect(bar()).toHaveAttribute("data-state", "hidden");
    scroll();
    expect(bar()).toHaveAttribute("data-state", "hidden");
    act(() => {
      screen.getByLabelText("Zip code").blur();
    });
    scroll();
    expect(bar()).toHaveAttribute("data-state", "visible");
  });

  it("hides when the focused element would be under it", () => {
    render(
      <>
        <a href="/low">Low link</a>
        <MobileAppointmentBar />
      </>,
    );
    scroll();
    vi.spyOn(bar(), "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 700, width: 375, height: 80 }),
    );
    const link = screen.getByRole("link", { name: "Low link" });
    vi.spyOn(link, "getBoundingClientRect").mockReturnValue(DOMRect.fromRect({ x: 0, y: 720, width: 100, height: 44 }));
    act(() => {
      link.focus();
    });
    expect(bar()).toHaveAttribute("data-state", "hidden");
  });

  it("stays hidden through the scroll that brings a newly focused link at the bottom into view", () => {
    render(
      <>
        <a href="/top">Top link</a>
        <a href="/sitemap">Sitemap</a>
        <MobileAppointmentBar />
      </>,
    );
    // Hidden, the bar has slid below the window; its height is what it will cover when shown.
    vi.spyOn(bar(), "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: window.innerHeight, width: 375, height: 80 }),
    );
    const sitemap = screen.getByRole("link", { name: "Sitemap" });
    const place = vi
      .spyOn(sitemap, "getBoundingClientRect")
      .mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight + 30, width: 100, height: 44 }));
    act(() => {
      sitemap.focus();
    });
    expect(bar()).toHaveAttribute("data-state", "hidden");
    // The browser scrolls the link just into view, at the very bottom of the window.
    place.mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight - 44, width: 100, height: 44 }));
    scroll();
    expect(bar()).toHaveAttribute("data-state", "hidden");
    // The visitor scrolls on and the link rises clear of the bar's place: the bar comes back.
    place.mockReturnValue(DOMRect.fromRect({ x: 0, y: window.innerHeight - 300, width: 100, height: 44 }));
    scroll();
    expect(bar()).toHaveAttribute("data-state", "visible");
    // Focus on a link far from the bottom never holds the bar back.
    act(() => {
      screen.getByRole("link", { name: "Top link" }).focus();
    });
    scroll();
    expect(bar()).toHaveAttribute("data-state", "visible");
  });

  it("stays while its own button has focus", () => {
    render(<MobileAppointmentBar />);
    scroll();
    act(() => {
      screen.getByRole("link", { name: /^Schedule an Appointment/ }).focus();
    });
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(bar()).toHaveAttribute("data-state", "visible");
    act(() => {
      fireEvent.focusOut(screen.getByRole("link", { name: /^Schedule an Appointment/ }));
      screen.getByRole("link", { name: /^Schedule an Appointment/ }).blur();
    });
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(bar()).toHaveAttribute("data-state", "hidden");
  });

  it("uses the configured scheduler address unless given one", () => {
    render(<MobileAppointmentBar href="/contact" label="Book Appointment" />);
    expect(screen.getByRole("link", { name: "Book Appointment", hidden: true })).toHaveAttribute("href", "/contact");
  });
});
