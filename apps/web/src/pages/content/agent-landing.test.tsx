// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testQueryClient,
  testSite,
} from "../../test-support/page-harness.js";
import AgentLandingPage from "./agent-landing.js";
import { isAgentSlug } from "../../app/site-routes.js";
import { listPaths, prefetch } from "./agent-landing.data.js";
import NotFoundPage from "../fallbacks/not-found.js";

const SCHEDULER = "https://scheduler.example.com/book";
const AGENT = "dana-whitfield-insurance";

function renderAt(queryClient: QueryClient, path: string, element = <AgentLandingPage />) {
  return renderWithProviders(element, { queryClient, entry: path, config: { schedulerUrl: SCHEDULER } });
}

const prefetched = (slug: string) => prefetchedWith(prefetch, { params: { slug } });

setUpEmbeddedContentPerTest();

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe("isAgentSlug", () => {
  it("accepts '{name}-insurance' slugs of safe characters only", () => {
    expect(isAgentSlug("dana-whitfield-insurance")).toBe(true);
    expect(isAgentSlug("smith2-insurance")).toBe(true);
    expect(isAgentSlug("insurance")).toBe(false);
    expect(isAgentSlug("-insurance")).toBe(false);
    expect(isAgentSlug("dana-whitfield")).toBe(false);
    expect(isAgentSlug("Dana-Insurance")).toBe(false);
    expect(isAgentSlug("dana_whitfield-insurance")).toBe(false);
    expect(isAgentSlug("dana--insurance")).toBe(false);
    expect(isAgentSlug("../etc-insurance")).toBe(false);
    expect(isAgentSlug(`${"a".repeat(200)}-insurance`)).toBe(false);
  });
});

describe("agent landing page", () => {
  it("shows the agent's page as a content page with one h1 and its canonical path", async () => {
    renderAt(await prefetched(AGENT), `/${AGENT}`);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Dana Whitfield, Licensed Medicare Agent in Tupelo, MS",
    ]);
    expect(document.querySelector("[data-slot='rich-text']")?.textContent?.length).toBeGreaterThan(200);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}/${AGENT}`,
    );
  });

  it("has a free-guide button opening the lead dialog and 'Schedule an Appointment' to the scheduler", async () => {
    renderAt(await prefetched(AGENT), `/${AGENT}`);
    const aside = within(screen.getByRole("complementary", { name: "Get help" }));
    expect(aside.getByRole("link", { name: /^Schedule an Appointment/ }).getAttribute("href")).toBe(SCHEDULER);
    fireEvent.click(aside.getByRole("button", { name: "Download Free Guide" }));
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Medicare Breakdown");
  });

  it("renders exactly the 404 page for a slug that is not an agent slug", async () => {
    const other = renderAt(await prefetched("no-such-page"), "/no-such-page");
    const agentMarkup = other.container.innerHTML;
    cleanup();
    const notFound = renderAt(testQueryClient(), "/no-such-page", <NotFoundPage />);
    expect(agentMarkup).toBe(notFound.container.innerHTML);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found");
  });

  it("reads no content for a slug that is not an agent slug", async () => {
    const queryClient = await prefetched("no-such-page");
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it("shows the 404 page for an agent slug the content does not have", async () => {
    renderAt(await prefetched("nobody-insurance"), "/nobody-insurance");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page Not Found");
  });

  it("lists every foundational page whose slug ends with '-insurance'", async () => {
    expect(await listPaths(embeddedContent())).toEqual([`/${AGENT}`]);
  });
});
