// @vitest-environment jsdom
/**
 * The timeline tool and the money calculators hydrate on interaction (islands.ts): the first focus or touch loads
 * their code, and the visitor goes on typing in the server's plain form meanwhile. Whatever they typed, ticked or
 * chose before the island is live stays, and is what the island answers; focus stays where they are; no mismatch.
 * Hydrated as the browser does it: hydrateWhen at the island's own moment, then hydrateIsland (no act(): the
 * hydration resolves itself, as in a page).
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FIGURES_2026 } from "@tupelo-medicare/medicare-costs";
import { moneyFigures } from "../tools/calculators/money-figures.js";
import { testSite } from "../test-support/page-harness.js";
import { hydrateIsland } from "./hydrate-island.js";
import { hydrateWhen } from "./hydrate-when.js";
import { Island, IslandCollector, IslandCollectorContext } from "./island.js";
import { answeredAnotherDay, ISLANDS, loadIslands } from "./islands.js";
import type { IslandName, IslandPropsOf } from "./islands.js";
import { renderIslands } from "./render-islands.js";

const PAGE = "/resources/calculators";
const reactActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeAll(async () => {
  await loadIslands();
  // Hydration here runs on its own, as in the browser, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = reactActEnvironment;
});
beforeEach(() => window.history.replaceState(null, "", PAGE));
afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** The island as the server prerenders it, in the page; not live yet. */
function prerender<N extends IslandName>(name: N, props: IslandPropsOf<N>): HTMLElement {
  const collector = new IslandCollector();
  const html = renderToString(
    <IslandCollectorContext.Provider value={collector}>
      <Island name={name} props={props} />
    </IslandCollectorContext.Provider>,
  );
  const container = document.createElement("main");
  container.innerHTML = renderIslands(html, collector, testSite);
  document.body.append(container);
  return container.querySelector<HTMLElement>("[data-island]")!;
}

/** Its moment as entry-client.ts schedules it: resolves once the island is live. */
const schedule = (element: HTMLElement) =>
  hydrateWhen(element, element.dataset.hydrate as "interaction", () => hydrateIsland(element, 0, testSite));

/** Typing into the plain form: the value changes and the input event fires, with no React listening yet. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("typed before the island is live", () => {
  it("they hydrate on interaction, each with a plain GET form that works meanwhile", () => {
    expect(ISLANDS["timeline-tool"].hydrate).toBe("interaction");
    expect(ISLANDS["money-calculator"].hydrate).toBe("interaction");
  });

  it("IRMAA: the income typed and the filing status ticked before hydration are kept, answered on submit; focus stays", async () => {
    const errors = vi.spyOn(console, "error");
    const element = prerender("money-calculator", {
      calculator: {
        kind: "irmaa",
        heading: "IRMAA",
        intro: "",
        figures: { ok: true, year: 2026, value: moneyFigures("irmaa", FIGURES_2026) },
      },
    });
    expect(element.dataset.hydrate).toBe("interaction");
    const live = schedule(element);
    const income = within(element).getByRole<HTMLInputElement>("textbox", { name: /Your income on your 2024/ });
    // The first focus starts the island's code loading; the visitor types on.
    income.focus();
    type(income, "150,000");
    fireEvent.click(within(element).getByRole("radio", { name: /^Single/ }));
    await live;
    expect(element.dataset.hydrated).toBe("true");
    expect(income.isConnected).toBe(true);
    expect(document.activeElement).toBe(income);
    expect(income.value).toBe("150,000");
    expect(within(element).getByRole<HTMLInputElement>("radio", { name: /^Single/ }).checked).toBe(true);
    // Nothing else asked the island to render again: the fields keep their values, and it answers what was typed.
    fireEvent.click(within(element).getByRole("button", { name: "Show my premiums" }));
    await waitFor(() => expect(window.location.search).toBe("?magi=150%2C000&filingStatus=single"));
    expect(screen.getByRole("region", { name: "Your IRMAA estimate" }).textContent).toContain(
      "In 2026, your Part B premium is $405.80 a month",
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it("help paying: a select changed and a radio ticked before hydration are kept", async () => {
    const errors = vi.spyOn(console, "error");
    const element = prerender("money-calculator", {
      calculator: {
        kind: "help-paying",
        heading: "Help paying",
        intro: "",
        figures: { ok: true, year: 2026, value: moneyFigures("help-paying", FIGURES_2026) },
      },
    });
    const live = schedule(element);
    const state = within(element).getByRole<HTMLSelectElement>("combobox", { name: "Where do you live?" });
    state.focus();
    type(state, "other");
    fireEvent.click(within(element).getByRole("radio", { name: /^Me and my husband or wife/ }));
    type(within(element).getByRole("textbox", { name: /Your monthly income/ }), "1500");
    type(within(element).getByRole("textbox", { name: /Your savings/ }), "0");
    await live;
    expect(document.activeElement).toBe(state);
    expect(state.value).toBe("other");
    fireEvent.click(within(element).getByRole("button", { name: "See if I may qualify" }));
    await waitFor(() =>
      expect(window.location.search).toBe("?householdSize=2&monthlyIncome=1500&resources=0&state=other"),
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it("the timeline: the birth date and answer given before hydration are kept and answered; focus stays", async () => {
    const errors = vi.spyOn(console, "error");
    const element = prerender("timeline-tool", {
      tool: {
        heading: "Your Medicare timeline",
        intro: "",
        figures: { year: 2026, partBPremium: 202.9, partDBasePremium: 38.99 },
      },
      today: "2026-03-10",
    });
    expect(element.dataset.hydrate).toBe("interaction");
    const live = schedule(element);
    const month = within(element).getAllByRole<HTMLSelectElement>("combobox", { name: "Month" })[0]!;
    month.focus();
    type(month, "8");
    const day = within(element).getByRole<HTMLInputElement>("textbox", { name: "Day" });
    day.focus();
    type(day, "15");
    type(within(element).getAllByRole<HTMLInputElement>("textbox", { name: "Year" })[0]!, "1961");
    fireEvent.click(within(element).getByRole("radio", { name: "No" }));
    day.focus();
    await live;
    expect(document.activeElement).toBe(day);
    expect([month.value, day.value]).toEqual(["8", "15"]);
    expect(within(element).getByRole<HTMLInputElement>("radio", { name: "No" }).checked).toBe(true);
    fireEvent.click(within(element).getByRole("button", { name: "Show my dates" }));
    await waitFor(() => expect(window.location.search).toBe("?dob=1961-08-15&ss=no"));
    expect(screen.getByRole("region", { name: "Your Medicare dates" }).textContent).toContain(
      "You turn 65 in August 2026.",
    );
    expect(errors).not.toHaveBeenCalled();
  });

  it("nothing typed: the island takes over the server's form as it is", async () => {
    const errors = vi.spyOn(console, "error");
    const element = prerender("money-calculator", {
      calculator: {
        kind: "late-penalties",
        heading: "Late penalties",
        intro: "",
        figures: { ok: true, year: 2026, value: moneyFigures("late-penalties", FIGURES_2026) },
      },
    });
    const before = element.innerHTML;
    const live = schedule(element);
    fireEvent.pointerOver(within(element).getByRole("heading", { name: "Late penalties" }), { pointerType: "mouse" });
    await live;
    expect(element.innerHTML).toBe(before);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("search: typed before the island is live", () => {
  it("the query typed while the code loads stays in the field and is the one searched, in the page", async () => {
    const errors = vi.spyOn(console, "error");
    // The engine's index cannot be fetched here: the answer is "not available", the query and address are what count.
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    window.history.replaceState(null, "", "/search?q=irmaa");
    const element = prerender("search", { query: "irmaa", results: [], suggestion: null });
    expect(element.dataset.hydrate).toBe("interaction");
    const live = schedule(element);
    const field = within(element).getByRole<HTMLInputElement>("searchbox");
    field.focus();
    type(field, "dentle vishun");
    await live;
    expect(field.value).toBe("dentle vishun");
    fireEvent.click(within(element).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(window.location.search).toBe("?q=dentle+vishun"));
    // Answered in the page (its index could not be fetched here): no navigation, the status says so.
    await waitFor(() =>
      expect(within(element).getByRole("status").textContent).toBe("Search is not available right now."),
    );
    expect(field.value).toBe("dentle vishun");
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("a timeline the server answered on another day (a page the service worker kept)", () => {
  it("hydrates at load, to be answered again for the visitor's day; one answered today or yesterday waits", () => {
    const atLoad = ISLANDS["timeline-tool"].atLoad!;
    const tool = {
      heading: "Your Medicare timeline",
      intro: "",
      figures: { year: 2026, partBPremium: 1, partDBasePremium: 1 },
    };
    const fields = { year: "1961", month: "8", day: "15", ss: "no", coverageYear: "", coverageMonth: "" };
    const now = new Date();
    const iso = (days: number) =>
      new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
    expect(atLoad({ tool })).toBe(false);
    for (const days of [-1, 0, 1])
      expect(atLoad({ tool, initial: { fields, today: iso(days) } }), String(days)).toBe(false);
    for (const days of [-2, 2, -40])
      expect(atLoad({ tool, initial: { fields, today: iso(days) } }), String(days)).toBe(true);
    expect(answeredAnotherDay("not a date")).toBe(true);
    expect(answeredAnotherDay("2026-03-09", new Date(2026, 2, 10, 23, 59))).toBe(false);
    expect(answeredAnotherDay("2026-03-08", new Date(2026, 2, 10, 0, 1))).toBe(true);
    expect(ISLANDS["money-calculator"].atLoad).toBeUndefined();
  });
});
