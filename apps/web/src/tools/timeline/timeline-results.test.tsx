// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { medicareTimeline } from "@tupelo-medicare/medicare-timeline";
import type { TimelineInput } from "@tupelo-medicare/medicare-timeline";
import { TestSite } from "../../test-support/page-harness.js";
import { TimelineResults } from "./timeline-results.js";

afterEach(cleanup);

const d = (year: number, month: number, day: number) => ({ year, month, day });
const figures = { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 };

function renderResults(input: Omit<TimelineInput, "figures" | "getsBenefits"> & { getsBenefits?: boolean }) {
  const timeline = medicareTimeline({ getsBenefits: false, figures, ...input });
  const { container } = render(<TimelineResults timeline={timeline} />, { wrapper: TestSite });
  return container.querySelector<HTMLElement>("[data-slot=timeline-results]")!;
}

const headings = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const sectionOf = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("section")!;

describe("TimelineResults: a visitor past the Initial Enrollment Period", () => {
  // Born Aug 15, 1959 (E = August 2024, IEP May 1 - Nov 30, 2024), still covered at work until March 31, 2026.
  const stillWorking = { birthDate: d(1959, 8, 15), today: d(2026, 1, 15), coverageEnds: { year: 2026, month: 3 } };

  it("leads with what is still ahead: the Special Enrollment Period, the Medigap window, then every year's dates", () => {
    const results = renderResults(stillWorking);
    expect(results.textContent).toContain("You turned 65 in August 2024.");
    expect(headings()).toEqual([
      "When your job-based coverage ends",
      "Your Medigap Open Enrollment Period",
      "Every year after that",
      "Your Initial Enrollment Period",
      "What this tool does not cover",
    ]);
  });

  it("gives the Medigap window that starts with the Part B taken when job coverage ends, and says so", () => {
    renderResults(stillWorking);
    const medigap = sectionOf("Your Medigap Open Enrollment Period").textContent;
    expect(medigap).toContain("April 1, 2026 to September 30, 2026.");
    expect(medigap).toContain(
      "These dates are for Part B starting April 1, 2026, the day after your job-based coverage ends.",
    );
    expect(medigap).toContain("If your Part B starts on a different date, your window moves with it.");
    // Not the window of Part B at 65, which ended years before.
    expect(medigap).not.toContain("January 31, 2025");
    expect(sectionOf("When your job-based coverage ends").textContent).toContain(
      "Part B with no gap: sign up in March 2026, your last month of job coverage, and ask for Part B to start April 1, 2026.",
    );
  });

  it("folds the 7 passed sign-up months into a closed disclosure that says how many passed", () => {
    const results = renderResults(stillWorking);
    const details = results.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("The 7 sign-up months, all of which have passed");
    const table = within(details).getByRole("table", { name: "When your coverage starts, by the month you sign up" });
    expect(table.querySelectorAll("tbody tr")).toHaveLength(7);
    // Outside the fold, the passed months are not listed one by one.
    const outside = results.cloneNode(true) as HTMLElement;
    outside.querySelector("details")!.remove();
    expect(outside.textContent).not.toContain("May 2024");
    expect(outside.textContent?.match(/this has passed/g)).toHaveLength(1);
    expect(sectionOf("Your Initial Enrollment Period").textContent).toContain(
      "May 1, 2024 to November 30, 2024 (this has passed).",
    );
  });

  it("enrolled automatically while still at work: the automatic Part B's window, and the one if Part B waits for the job to end", () => {
    renderResults({ ...stillWorking, getsBenefits: true });
    const medigap = sectionOf("Your Medigap Open Enrollment Period").textContent;
    expect(medigap).toContain("August 1, 2024 to January 31, 2025 (this has passed).");
    expect(medigap).toContain("These dates are for the Part B you get automatically, starting August 1, 2024.");
    expect(medigap).toContain(
      "If you turned down Part B while you still have job-based coverage, and take it to start April 1, 2026, the day after that coverage ends, your window is April 1, 2026 to September 30, 2026 instead.",
    );
    // Sign-up advice is for people taking Part B, not for those who kept it.
    expect(sectionOf("When your job-based coverage ends").textContent).not.toContain("Part B with no gap");
    expect(headings().slice(0, 2)).toEqual([
      "When your job-based coverage ends",
      "Your Medigap Open Enrollment Period",
    ]);
    expect(headings()).toContain("You were enrolled automatically");
  });

  it("with only the General Enrollment Period left: the Medigap window follows its first sign-up month", () => {
    renderResults({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1) });
    expect(headings().slice(0, 3)).toEqual([
      "Your Medigap Open Enrollment Period",
      "Signing up late: the General Enrollment Period",
      "Every year after that",
    ]);
    expect(sectionOf("Your Medigap Open Enrollment Period").textContent).toContain(
      "February 1, 2026 to July 31, 2026. For these 6 months",
    );
    expect(sectionOf("Your Medigap Open Enrollment Period").textContent).toContain(
      "These dates are for Part B starting February 1, 2026, if you sign up in January 2026, during the General Enrollment Period.",
    );
  });

  it("puts windows that have all passed after what is still ahead (a 75-year-old enrolled automatically)", () => {
    renderResults({ birthDate: d(1951, 3, 10), today: d(2026, 6, 15), getsBenefits: true });
    expect(headings()).toEqual([
      "Every year after that",
      "Your Medigap Open Enrollment Period",
      "You were enrolled automatically",
      "Your Initial Enrollment Period",
      "What this tool does not cover",
    ]);
  });
});

describe("TimelineResults: before and during the Initial Enrollment Period", () => {
  it("keeps the dates in order with the sign-up table open, and says which Part B start the Medigap dates assume", () => {
    const results = renderResults({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10) });
    expect(results.textContent).toContain("You turn 65 in August 2026.");
    expect(headings()[0]).toBe("Your Initial Enrollment Period");
    expect(results.querySelector("details")).toBeNull();
    expect(sectionOf("Your Medigap Open Enrollment Period").textContent).toContain(
      "August 1, 2026 to January 31, 2027. For these 6 months",
    );
    expect(sectionOf("Your Medigap Open Enrollment Period").textContent).toContain(
      "These dates are for Part B starting August 1, 2026, the earliest start, which comes with signing up in the first 3 months of your Initial Enrollment Period.",
    );
  });

  it("with job coverage ending inside the window: the Medigap dates follow the Part B that starts when it ends", () => {
    renderResults({ birthDate: d(1961, 8, 15), today: d(2026, 3, 10), coverageEnds: { year: 2026, month: 9 } });
    expect(sectionOf("Your Medigap Open Enrollment Period").textContent).toContain(
      "October 1, 2026 to March 31, 2027. For these 6 months",
    );
  });
});

describe("TimelineResults: sign-up tables on a phone", () => {
  it("labels every cell with its column's name, which a narrow screen shows before the value", () => {
    const results = renderResults({ birthDate: d(1958, 11, 20), today: d(2025, 6, 1) });
    const tables = results.querySelectorAll("table");
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      const columns = [...table.querySelectorAll("thead th")].map((th) => th.textContent);
      const rows = table.querySelectorAll("tbody tr");
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect([...row.querySelectorAll("td")].map((td) => td.getAttribute("data-label"))).toEqual(columns);
      }
    }
  });
});
