// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { LeadDialogProvider } from "@tupelo-medicare/lead-forms";
import { SiteConfigProvider, defaultSiteConfig } from "@tupelo-medicare/ui";
import { createQueryClient } from "../app/query-client.js";
import { RouterLink } from "../app/router-link.js";
import ResourcesHubPage from "./resources-hub.js";
import { prefetchResources } from "./hubs.data.js";

async function renderResources() {
  const queryClient = createQueryClient();
  await prefetchResources(queryClient, { params: {}, search: new URLSearchParams(), props: {} });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/resources"]}>
        <SiteConfigProvider config={{ LinkComponent: RouterLink }}>
          <LeadDialogProvider submit={() => Promise.resolve()}>
            <ResourcesHubPage />
          </LeadDialogProvider>
        </SiteConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

describe("resources hub", () => {
  it("has the one h1 'Resources'", async () => {
    await renderResources();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Resources"]);
  });

  it("has cards to the guides, videos, blog, calculators, glossary and the free Medicare Breakdown", async () => {
    await renderResources();
    const cards = [...document.querySelectorAll("[data-link-card]")];
    expect(cards.map((card) => [card.querySelector("h2")?.textContent, card.querySelector("a")?.getAttribute("href")])).toEqual([
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
    await waitFor(() => expect(document.title).toBe(`Resources | ${defaultSiteConfig.brand}`));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${defaultSiteConfig.siteUrl}/resources`);
  });
});
