// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TimelineToolIsland, { ICS_FILE_NAME } from "./timeline-tool-island.js";
import { TestSite } from "../../test-support/page-harness.js";

const TOOL = {
  heading: "Your Medicare timeline",
  intro: "Enter your birth date.",
  figures: { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 },
};
const TODAY = "2026-03-10";

beforeEach(() => window.history.replaceState(null, "", "/resources/calculators"));
afterEach(cleanup);

const renderTool = () => render(<TimelineToolIsland tool={TOOL} today={TODAY} />, { wrapper: TestSite });
const results = () => screen.queryByRole("region", { name: "Your Medicare dates" });

function fill({ month, day, year, ss }: { month: string; day: string; year: string; ss?: "Yes" | "No" }) {
  fireEvent.change(screen.getAllByLabelText("Month")[0]!, { target: { value: month } });
  fireEvent.change(screen.getByLabelText("Day"), { target: { value: day } });
  fireEvent.change(screen.getAllByLabelText("Year")[0]!, { target: { value: year } });
  if (ss) fireEvent.click(screen.getByRole("radio", { name: ss }));
}

describe("Medicare timeline tool", () => {
  it("shows nothing but the form until asked; the birth date is three fields, not a date picker", () => {
    renderTool();
    expect(screen.getByRole("heading", { level: 2, name: "Your Medicare timeline" })).toBeTruthy();
    const birth = screen.getByRole("group", { name: "Your birth date" });
    expect(within(birth).getByRole("combobox", { name: "Month" })).toBeTruthy();
    expect(within(birth).getByRole("textbox", { name: "Day" }).getAttribute("inputmode")).toBe("numeric");
    expect(within(birth).getByRole("textbox", { name: "Year" })).toBeTruthy();
    expect(document.querySelector("input[type=date]")).toBeNull();
    expect(results()).toBeNull();
  });

  it("answers the address at once: dob and ss fill the form and show the dates in long US form", () => {
    window.history.replaceState(null, "", "/resources/calculators?dob=1961-08-15&ss=no");
    renderTool();
    const region = results()!;
    expect(region.textContent).toContain("You turn 65 in August 2026.");
    expect(region.textContent).toContain("Your sign-up window opens in 2 months.");
    expect(region.textContent).toContain("May 1, 2026 to November 30, 2026");
    const rows = within(region).getAllByRole("table")[0]!.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(7);
    expect(rows[3]!.textContent).toBe("August 2026August 1, 2026September 1, 2026");
    expect(region.textContent).toContain("2026 figures: the standard Part B premium is $202.90 a month");
    expect(region.textContent).toContain("(662) 555-0142");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Day" }).value).toBe("15");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "No" }).checked).toBe(true);
  });

  it("with benefits: automatic enrollment and when the card arrives; after job coverage ends: the Special Enrollment Period", () => {
    window.history.replaceState(null, "", "/resources/calculators?dob=1961-08-15&ss=yes&coverageEnds=2028-06");
    renderTool();
    const text = results()!.textContent;
    expect(text).toContain("You will be enrolled automatically");
    expect(text).toContain("Part A and Part B start August 1, 2026");
    expect(text).toContain("should arrive around May 2026");
    expect(text).toContain("Your coverage from work ends June 30, 2028.");
    expect(text).toContain("Part B Special Enrollment Period:");
  });

  it("past the first window without coverage: the next General Enrollment Period with the late penalty per month", () => {
    window.history.replaceState(null, "", "/resources/calculators?dob=1958-05-10&ss=no");
    renderTool();
    const region = results()!;
    // March 10, 2026: the General Enrollment Period is open, with March left to sign up in.
    expect(region.textContent).toContain("January 1, 2026 to March 31, 2026");
    const penalties = within(region).getByRole("table", { name: /late penalty/ });
    expect([...penalties.querySelectorAll("tbody tr")].map((row) => row.firstElementChild?.textContent)).toEqual([
      "March 2026",
    ]);
    expect(penalties.textContent).toMatch(/\d+% \(\$\d+\.\d0 a month\)/);
  });

  it("a date that does not exist gets a plain message under the field, marked invalid and focused; nothing else shows", async () => {
    renderTool();
    fill({ month: "2", day: "30", year: "1960", ss: "No" });
    fireEvent.submit(screen.getByRole("button", { name: "Show my dates" }).closest("form")!);
    const message = await screen.findByText("February 30, 1960 is not a date. Check the day.");
    const month = screen.getAllByLabelText("Month")[0]!;
    expect(month.getAttribute("aria-invalid")).toBe("true");
    expect(month.getAttribute("aria-describedby")).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(month));
    expect(results()).toBeNull();
  });

  it("a year in the future, someone aged 110, and a missing answer are refused with their own words", () => {
    renderTool();
    fill({ month: "1", day: "2", year: "2030" });
    fireEvent.submit(screen.getByRole("button", { name: "Show my dates" }).closest("form")!);
    expect(screen.getByText("Your birth date can't be after today. Please check the year.")).toBeTruthy();
    expect(
      screen.getByText("Please answer yes or no: do you get Social Security or Railroad Retirement benefits?"),
    ).toBeTruthy();
    fill({ month: "1", day: "2", year: "1915", ss: "Yes" });
    fireEvent.submit(screen.getByRole("button", { name: "Show my dates" }).closest("form")!);
    expect(screen.getByText(/A birth date in 1915 would make you 111 years old/)).toBeTruthy();
  });

  it("a valid answer goes into the address (bookmarkable) and the back button brings the last one back", () => {
    renderTool();
    fill({ month: "8", day: "15", year: "1961", ss: "No" });
    fireEvent.submit(screen.getByRole("button", { name: "Show my dates" }).closest("form")!);
    expect(window.location.search).toBe("?dob=1961-08-15&ss=no");
    expect(results()).toBeTruthy();
    window.history.replaceState(null, "", "/resources/calculators");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(results()).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Day" }).value).toBe("");
  });

  it("a plain form submission (the form's own names) is read and the address tidied to dob=", () => {
    window.history.replaceState(
      null,
      "",
      "/resources/calculators?dobMonth=8&dobDay=15&dobYear=1961&ss=no&coverageEndsMonth=&coverageEndsYear=",
    );
    renderTool();
    expect(results()).toBeTruthy();
    expect(window.location.search).toBe("?dob=1961-08-15&ss=no");
  });

  it("'Add these dates to my calendar' downloads an .ics file; 'Print my timeline' prints; 'Email me my timeline' opens the lead dialog", async () => {
    window.history.replaceState(null, "", "/resources/calculators?dob=1961-08-15&ss=no");
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:ics";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderTool();
    fireEvent.click(screen.getByRole("button", { name: "Add these dates to my calendar" }));
    expect(clicked[0]?.download).toBe(ICS_FILE_NAME);
    const ics = await blobs[0]!.text();
    expect(blobs[0]!.type).toBe("text/calendar;charset=utf-8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("DTSTART;VALUE=DATE:20260501");
    fireEvent.click(screen.getByRole("button", { name: "Print my timeline" }));
    expect(print).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Email me my timeline" }));
    expect(await screen.findByRole("dialog", { name: "Get Your Free Medicare Guide" })).toBeTruthy();
  });

  it("starts from the server's answer (initial) and keeps it while the address asks the same and its day is still today within a day", () => {
    window.history.replaceState(
      null,
      "",
      "/resources/calculators?dobMonth=8&dobDay=15&dobYear=1961&ss=no&coverageEndsMonth=&coverageEndsYear=",
    );
    const fields = { year: "1961", month: "8", day: "15", ss: "no", coverageYear: "", coverageMonth: "" };
    // The office's day is already April 1 while the visitor's is still March 31: the server's answer stays.
    render(<TimelineToolIsland tool={TOOL} today="2026-03-31" initial={{ fields, today: "2026-04-01" }} />, {
      wrapper: TestSite,
    });
    expect(results()!.textContent).toContain("Your sign-up window opens next month.");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Day" }).value).toBe("15");
    expect(window.location.search).toBe("?dob=1961-08-15&ss=no");
    // Another address (the back button): answered in the browser, on the visitor's day.
    window.history.replaceState(null, "", "/resources/calculators?dob=1961-08-15&ss=yes");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(results()!.textContent).toContain("You will be enrolled automatically");
    expect(results()!.textContent).toContain("Your sign-up window opens in 2 months.");
  });

  it("answers again on the visitor's day a server answer from another day (a page the service worker kept)", () => {
    window.history.replaceState(null, "", "/resources/calculators?dob=1961-08-15&ss=no");
    const fields = { year: "1961", month: "8", day: "15", ss: "no", coverageYear: "", coverageMonth: "" };
    render(<TimelineToolIsland tool={TOOL} today="2026-03-31" initial={{ fields, today: "2026-01-15" }} />, {
      wrapper: TestSite,
    });
    expect(results()!.textContent).toContain("Your sign-up window opens in 2 months.");
  });

  it("starts from the server's messages for a bad query: under the fields, marked invalid, no dates", () => {
    window.history.replaceState(null, "", "/resources/calculators?dob=1960-02-30");
    const initial = {
      fields: { year: "1960", month: "2", day: "30", ss: "", coverageYear: "", coverageMonth: "" },
      today: TODAY,
    };
    render(<TimelineToolIsland tool={TOOL} today={TODAY} initial={initial} />, { wrapper: TestSite });
    const message = screen.getByText("February 30, 1960 is not a date. Check the day.");
    expect(screen.getAllByLabelText("Month")[0]!.getAttribute("aria-describedby")).toBe(message.id);
    expect(
      screen.getByText("Please answer yes or no: do you get Social Security or Railroad Retirement benefits?"),
    ).toBeTruthy();
    expect(results()).toBeNull();
  });
});
