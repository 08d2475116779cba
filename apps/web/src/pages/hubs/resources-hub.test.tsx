// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  cleanUpAfterEachTest,
  prefetchedWith,
  renderWithProviders,
  testSite,
} from "../../test-support/page-harness.js";
import ResourcesHubPage from "./resources-hub.js";
import { prefetchResources } from "./hubs.data.js";

async function renderResources() {
  const queryClient = await prefetchedWith(prefetchResources);
  return renderWithProviders(<ResourcesHubPage />, { queryClient, entry: "/resources" });
}

cleanUpAfterEachTest();

describe("resources hub", () => {
  it("has the one h1 'Resources'", async () => {
    await renderResources();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Resources"]);
  });

  it("has cards to the guides, videos, blog, calculators, glossary and the free Medicare Breakdown", async () => {
    await renderResources();
    const cards = [...document.querySelectorAll("[data-link-card]")];
    expect(
      cards.map((card) => [card.querySelector("h2")?.textContent, card.querySelector("a")?.getAttribute("href")]),
    ).toEqual([
      ["Guides", "/resources/guides"],
      ["Videos", "/videos"],
      ["Blog", "/blog"],
      ["Calculators", "/resources/calculators"],
      ["Glossary", "/resources/glossary"],
      ["Free Medicare Breakdown", "/medicare-breakdown"],
    ]);
  });

  it("opens the lead dialog with the default source from 'Download Free Guide'", async () => {
    await renderResources();
    fireEvent.click(screen.getByRole("button", { name: "Download Free Guide" }));
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Medicare Breakdown");
  });

  it("sets the title and canonical link", async () => {
    await renderResources();
    await waitFor(() => expect(document.title).toBe(`Resources | ${testSite.brand}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${testSite.siteUrl}/resources`);
  });
});
