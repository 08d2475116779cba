// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { FoundationalPage } from "@tupelo-medicare/content";
import { pageQuery } from "../../app/queries.js";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import StatePage from "./state-page.js";
import { listPaths, prefetch } from "./state-page.data.js";

function renderPage(queryClient: QueryClient, state: string) {
  return renderWithProviders(<StatePage />, { queryClient, entry: `/medicare/by-state/${state}` });
}

const prefetched = (state: string) => prefetchedWith(prefetch, { params: { state } });

setUpEmbeddedContentPerTest();

describe("state page, loaded from the embedded content", () => {
  it("shows Home > Medicare by State > the page title, and one h1", async () => {
    renderPage(await prefetched("mississippi"), "mississippi");
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(crumbs.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(crumbs.getByRole("link", { name: "Medicare by State" }).getAttribute("href")).toBe("/medicare/by-state");
    expect(crumbs.getByText("Medicare in Mississippi: A Local Guide").getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Medicare in Mississippi: A Local Guide",
    ]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}/medicare/by-state/mississippi`,
    );
  });

  it("shows the description, body, video and related articles with 'Read More' to /blog/{slug}", async () => {
    const queryClient = await prefetched("mississippi");
    const page = queryClient.getQueryData<FoundationalPage>(pageQuery("medicare-by-state-mississippi").queryKey)!;
    renderPage(queryClient, "mississippi");
    expect(screen.getByText(page.metadata.description)).toBeTruthy();
    expect(document.querySelector("[data-slot='rich-text']")?.textContent?.length).toBeGreaterThan(200);
    expect(document.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/Rq0mS5tY7Vn",
    );
    const cards = within(screen.getByRole("region", { name: "Related Articles" })).getAllByRole("article");
    expect(cards).toHaveLength(page.relatedBlogs.length);
    page.relatedBlogs.forEach((post, index) => {
      expect(within(cards[index]!).getByRole("link", { name: post.title }).getAttribute("href")).toBe(
        `/blog/${post.slug}`,
      );
      expect(within(cards[index]!).getByText("Read More")).toBeTruthy();
    });
  });

  it("has a sticky side panel with the contents list and 'Schedule an Appointment' to /contact", async () => {
    renderPage(await prefetched("mississippi"), "mississippi");
    const panel = screen.getByRole("complementary", { name: "On this page" });
    expect(panel.className).toContain("lg:sticky");
    const contents = within(panel).getByRole("navigation", { name: "Explore This Page" });
    for (const link of within(contents).getAllByRole("link")) {
      expect(document.getElementById(link.getAttribute("href")!.slice(1))?.textContent).toBe(link.textContent);
    }
    const schedule = within(panel).getByRole("link", { name: "Schedule an Appointment" });
    expect(schedule.getAttribute("href")).toBe("/contact");
  });

  it("uses the page title when the page has no name, and reads the state case-insensitively", async () => {
    renderPage(await prefetched("Arkansas"), "Arkansas");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Medicare in Arkansas: What to Know");
  });

  it("falls back to 'Medicare in {state}' when the page has no title, metadata title or name", async () => {
    const queryClient = await prefetched("arkansas");
    const key = pageQuery("medicare-by-state-arkansas").queryKey;
    const page = queryClient.getQueryData<FoundationalPage>(key)!;
    queryClient.setQueryData<FoundationalPage>(key, {
      ...page,
      title: "",
      pageName: "",
      metadata: { ...page.metadata, title: "" },
    });
    renderPage(queryClient, "arkansas");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Medicare in Arkansas");
    expect(
      within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByText("Medicare in Arkansas"),
    ).toBeTruthy();
  });

  it("lists a path for every state page", async () => {
    const paths = await listPaths(embeddedContent());
    expect(paths.sort()).toEqual(
      ["alabama", "arkansas", "louisiana", "mississippi", "tennessee"].map((state) => `/medicare/by-state/${state}`),
    );
  });
});

describe("state page states", () => {
  it("shows 'Page not found' for a state without a page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage(await prefetched("wyoming"), "wyoming");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(warn).toHaveBeenCalled();
  });
});
