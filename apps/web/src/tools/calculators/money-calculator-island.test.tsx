// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIGURES_2026 } from "@tupelo-medicare/medicare-costs";
import MoneyCalculatorIsland from "./money-calculator-island.js";
import type { MoneyCalculatorSettings } from "./money-calculator-island.js";
import { moneyFigures } from "./money-figures.js";
import { TestSite } from "../../test-support/page-harness.js";

const PAGE = "/resources/calculators";
const settings = (kind: MoneyCalculatorSettings["kind"], heading = `Calculator ${kind}`): MoneyCalculatorSettings => ({
  kind,
  heading,
  intro: "Enter your numbers.",
  figures: { ok: true, year: 2026, value: moneyFigures(kind, FIGURES_2026) },
});

beforeEach(() => window.history.replaceState(null, "", PAGE));
afterEach(cleanup);

describe("Medicare money calculator island", () => {
  it("prerendered: a plain GET form back to its own section, the address's names, no result until asked", () => {
    const html = renderToString(
      <TestSite>
        <MoneyCalculatorIsland calculator={settings("irmaa")} />
      </TestSite>,
    );
    expect(html).toContain('id="irmaa-calculator"');
    const form = /<form [^>]*>/.exec(html)![0];
    for (const attribute of ['method="get"', 'action="#irmaa-calculator"', 'data-print="hide"'])
      expect(form).toContain(attribute);
    expect(html).toContain('name="magi"');
    expect(html).toContain('name="filingStatus"');
    expect(html).not.toContain("Email me my results");
  });

  it("a served answer keeps the room of 'Print my results' (invisible until live, after 'Email me my results'), so hydrating under the pointer moves nothing", () => {
    window.history.replaceState(null, "", `${PAGE}?magi=150000&filingStatus=single`);
    const props = { calculator: settings("irmaa"), initial: { fields: { magi: "150000", filingStatus: "single" } } };
    const html = renderToString(
      <TestSite>
        <MoneyCalculatorIsland {...props} />
      </TestSite>,
    );
    const row = /<div class="mt-8 flex flex-wrap gap-3" data-print="hide">.*?<\/div>/s.exec(html)![0];
    expect(row.indexOf("Email me my results")).toBeLessThan(row.indexOf("Print my results"));
    expect(/<button type="button" class="([^"]*)">Print my results/.exec(row)![1]).toContain("invisible");
    render(<MoneyCalculatorIsland {...props} />, { wrapper: TestSite });
    expect(screen.getByRole("button", { name: "Print my results" }).className).not.toContain("invisible");
  });

  it("IRMAA: answers the form in place, keeps the answers in the address, shows the bracket, sources, SSA-44 events and the lead button", () => {
    render(<MoneyCalculatorIsland calculator={settings("irmaa", "IRMAA")} />, { wrapper: TestSite });
    fireEvent.change(screen.getByRole("textbox", { name: "Your income on your 2024 tax return, in dollars" }), {
      target: { value: "150,000" },
    });
    fireEvent.click(screen.getByRole("radio", { name: /^Single/ }));
    fireEvent.click(screen.getByRole("button", { name: "Show my premiums" }));
    expect(window.location.search).toBe("?magi=150%2C000&filingStatus=single");
    const region = screen.getByRole("region", { name: "Your IRMAA estimate" });
    expect(document.activeElement).toBe(region);
    const text = region.textContent;
    expect(text).toContain("In 2026, your Part B premium is $405.80 a month, and you pay $37.50 a month");
    expect(text).toContain("level 3 of 6");
    expect(text).toContain("Form SSA-44");
    expect(text).toContain("Your spouse died");
    expect(text).toContain("This is an estimate");
    expect(text).toContain("What it does not cover");
    expect(within(region).getAllByRole("link", { name: /^Source: cms\.gov/ }).length).toBeGreaterThan(0);
    expect(text).toContain("(in force in 2026)");
    expect(within(region).getByRole("button", { name: "Email me my results" })).toBeTruthy();
    const source = region.querySelector<HTMLInputElement>("form[action='/free-guide'] input[type=hidden]");
    expect(source?.value).toBe("IRMAA Calculator");
    expect(within(region).getByRole("button", { name: "Print my results" })).toBeTruthy();
  });

  it("late penalties: a bad field gets the package's message under it, focus, and no result", () => {
    render(<MoneyCalculatorIsland calculator={settings("late-penalties")} />, { wrapper: TestSite });
    const months = screen.getByRole("textbox", { name: /How many months could you have had Part B/ });
    fireEvent.change(months, { target: { value: "-3" } });
    fireEvent.click(screen.getByRole("button", { name: "Show my penalty" }));
    expect(screen.getAllByText("The number of months can't be less than 0.").length).toBeGreaterThan(0);
    expect(months.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(months);
    expect(screen.queryByRole("region", { name: "Your late penalty estimate" })).toBeNull();
  });

  it("late penalties from a bookmarked address: Part B and Part D in dollars, with the base premium's source", () => {
    window.history.replaceState(null, "", `${PAGE}?monthsWithoutCoverage=26&uncoveredMonths=14&gapDays=90`);
    render(<MoneyCalculatorIsland calculator={settings("late-penalties")} />, { wrapper: TestSite });
    const text = screen.getByRole("region", { name: "Your late penalty estimate" }).textContent;
    expect(text).toContain("$40.60 a month more (20%), so your Part B premium is $243.50 a month in 2026.");
    expect(text).toContain("$5.50 a month (14% of the base premium)");
    expect(text).toContain("The national base beneficiary premium (Part D): $38.99 a month (in force in 2026)");
  });

  it("help paying: 'you may qualify', how to apply, call us, never a decision", () => {
    const initial = { fields: { householdSize: "1", monthlyIncome: "1300", resources: "5000", state: "MS" } };
    window.history.replaceState(null, "", `${PAGE}?householdSize=1&monthlyIncome=1300&resources=5000&state=MS`);
    render(<MoneyCalculatorIsland calculator={settings("help-paying")} initial={initial} />, { wrapper: TestSite });
    const text = screen.getByRole("region", { name: "Your help paying screener answer" }).textContent;
    expect(text).toContain("You may qualify for the Qualified Medicare Beneficiary (QMB) program.");
    expect(text).toContain("Mississippi Division of Medicaid");
    expect(text).toContain("This is an estimate, not a decision.");
    expect(text).toContain("Call us at");
    expect(text).toContain("This figure could not be confirmed.");
    expect(text).not.toMatch(/\bYou qualify\b/);
  });

  it("figures that could not be read: a clear message with the phone number, no form and no estimate", () => {
    render(<MoneyCalculatorIsland calculator={{ ...settings("irmaa"), figures: { ok: false } }} />, {
      wrapper: TestSite,
    });
    expect(screen.getByText(/This calculator can.t give an estimate right now/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show my premiums" })).toBeNull();
    expect(screen.getByRole("link", { name: "(662) 555-0142" })).toBeTruthy();
  });

  it("follows the back button", () => {
    window.history.replaceState(null, "", `${PAGE}?magi=50000&filingStatus=single`);
    render(<MoneyCalculatorIsland calculator={settings("irmaa")} />, { wrapper: TestSite });
    expect(screen.getByRole("region", { name: "Your IRMAA estimate" }).textContent).toContain(
      "standard Part B premium",
    );
    window.history.pushState(null, "", PAGE);
    fireEvent(window, new PopStateEvent("popstate"));
    expect(screen.queryByRole("region", { name: "Your IRMAA estimate" })).toBeNull();
  });
});
