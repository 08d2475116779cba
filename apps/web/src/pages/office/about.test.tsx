// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentClient } from "@tupelo-medicare/content";
import { pageQuery } from "../../app/queries.js";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testQueryClient,
  testSite,
} from "../../test-support/page-harness.js";
import AboutPage from "./about.js";
import { ABOUT_SLUG, prefetch } from "./about.data.js";
import { bindContentClient } from "../../app/content-client.js";

beforeAll(() => {
  // The carousel (embla) watches sizes, visibility and media queries, which jsdom lacks.
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("ResizeObserver", NoopObserver);
  vi.stubGlobal("IntersectionObserver", NoopObserver);
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
});

const renderAbout = (queryClient: QueryClient) =>
  renderWithProviders(<AboutPage />, { queryClient, entry: "/about-us" });
const prefetched = () => prefetchedWith(prefetch);

setUpEmbeddedContentPerTest();

describe("about page, loaded from the embedded content", () => {
  it("shows the 'Our Story' hero as the only h1, with 'Get to Know Our Team' to /team", async () => {
    renderAbout(await prefetched());
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Our Story"]);
    expect(screen.getByRole("link", { name: "Get to Know Our Team" }).getAttribute("href")).toBe("/team");
  });

  it("shows the 'Our Journey' carousel with a button for each year of the content's timeline", async () => {
    renderAbout(await prefetched());
    const journey = screen.getByRole("heading", { level: 2, name: "Our Journey" }).closest("section")!;
    const years = within(within(journey).getByRole("group", { name: "Choose a year" })).getAllByRole("button");
    expect(years.map((button) => button.textContent)).toEqual(["2014", "2018", "2020", "2022", "2023"]);
    expect(years[0]!.getAttribute("aria-current")).toBe("true");
    fireEvent.click(years[3]!);
    await waitFor(() => expect(years[3]!.getAttribute("aria-current")).toBe("true"));
    expect(within(journey).getByText("A growing local team")).toBeTruthy();
  });

  it("shows 'Why Choose {brand}' with its three cards", async () => {
    renderAbout(await prefetched());
    const why = screen.getByRole("heading", { level: 2, name: `Why Choose ${testSite.brand}` }).closest("section")!;
    expect(
      within(why)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Local Expertise", "Education First", "Ongoing Support"]);
  });

  it("shows 'Ready to Get Started?' with two buttons to /contact", async () => {
    renderAbout(await prefetched());
    const ready = screen.getByRole("heading", { level: 2, name: "Ready to Get Started?" }).closest("section")!;
    const links = within(ready).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Contact Us", "/contact"],
      ["Book Appointment", "/contact"],
    ]);
  });

  it("shows the stated claims from the site settings", async () => {
    renderAbout(await prefetched());
    const claims = [...document.querySelectorAll("[data-claim]")].map((claim) => claim.textContent);
    expect(claims).toEqual([
      "Over 50,000 beneficiaries served since 1992",
      "Over 2,000 five-star reviews",
      "1,500 agents expected at our 2025 event",
    ]);
  });

  it("sets the title, description and canonical link from the page's metadata", async () => {
    const page = (await embeddedContent().getFoundationalPage(ABOUT_SLUG))!;
    renderAbout(await prefetched());
    await waitFor(() => expect(document.title).toBe(`${page.metadata.title} | ${testSite.brand}`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(page.metadata.description);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${testSite.siteUrl}/about-us`);
  });
});

describe("about page states", () => {
  it("keeps showing the prerendered page when a background refetch fails", async () => {
    const queryClient = await prefetched();
    queryClient.setQueryDefaults(pageQuery(ABOUT_SLUG).queryKey, { retry: false });
    bindContentClient(queryClient, {
      ...embeddedContent(),
      getFoundationalPage: () => Promise.reject(new Error("offline")),
    } satisfies ContentClient);
    renderAbout(queryClient);
    await queryClient.refetchQueries({ queryKey: pageQuery(ABOUT_SLUG).queryKey });
    expect(queryClient.getQueryState(pageQuery(ABOUT_SLUG).queryKey)?.status).toBe("error");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Our Story");
  });

  it("shows 'Page not found' when the content has no about page", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(pageQuery(ABOUT_SLUG).queryKey, null);
    renderAbout(queryClient);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Page not found");
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex"));
  });
});
