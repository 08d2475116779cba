// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  cleanUpAfterEachTest,
  prefetchedWith,
  renderWithProviders,
  testSite,
} from "../../test-support/page-harness.js";
import PlansHubPage from "./plans-hub.js";
import { prefetchPlans } from "./hubs.data.js";

const SCHEDULER = "https://scheduler.example.com/book";

async function renderPlans() {
  const queryClient = await prefetchedWith(prefetchPlans);
  return renderWithProviders(<PlansHubPage />, { queryClient, entry: "/plans", config: { schedulerUrl: SCHEDULER } });
}

cleanUpAfterEachTest();

describe("plans hub", () => {
  it("has the one h1 'Medicare Plans'", async () => {
    await renderPlans();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Medicare Plans",
    ]);
  });

  it("has a card for each of the four plan pages", async () => {
    await renderPlans();
    const cards = [...document.querySelectorAll("[data-link-card]")];
    expect(cards.map((card) => card.querySelector("h2")?.textContent)).toEqual([
      "Medicare Advantage",
      "Medicare Supplements",
      "Part D Drug Plans",
      "Add-On Coverage Options",
    ]);
    expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual([
      "/plans/medicare-advantage",
      "/plans/medicare-supplements",
      "/plans/medicarepartd",
      "/plans/medicare-add-on-coverage-options",
    ]);
  });

  it("names each card link after its plan and shows the menu icon", async () => {
    await renderPlans();
    expect(screen.getByRole("link", { name: "Medicare Advantage: Learn about Medicare Advantage" })).toBeTruthy();
    expect(document.querySelectorAll("[data-link-card] svg").length).toBeGreaterThanOrEqual(4);
  });

  it("offers the scheduler and the contact page for help choosing", async () => {
    await renderPlans();
    expect(screen.getByRole("link", { name: /Schedule an Appointment/ }).getAttribute("href")).toBe(SCHEDULER);
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact-us");
  });

  it("sets the title, canonical link and a collection page listing the plans", async () => {
    await renderPlans();
    await waitFor(() => expect(document.title).toBe(`Medicare Plans | ${testSite.brand}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${testSite.siteUrl}/plans`);
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map(
        (script) =>
          JSON.parse(script.textContent ?? "{}") as { "@type"?: string; mainEntity?: { itemListElement: unknown[] } },
      )
      .find((item) => item["@type"] === "CollectionPage");
    expect(data?.mainEntity?.itemListElement).toHaveLength(4);
  });
});
