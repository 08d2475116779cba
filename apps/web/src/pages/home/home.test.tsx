// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ContentClient, SiteSettings } from "@tupelo-medicare/content";
import { siteSettingsQuery } from "../../app/queries.js";
import {
  embeddedContent,
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import HomePage from "./home.js";
import { homePostsQuery, prefetch } from "./home.data.js";
import { bindContentClient } from "../../app/content-client.js";

const SCHEDULER = "https://scheduler.example.com/book";

const renderHome = (queryClient: QueryClient) =>
  renderWithProviders(<HomePage />, { queryClient, entry: "/", config: { schedulerUrl: SCHEDULER } });
const prefetched = () => prefetchedWith(prefetch);

setUpEmbeddedContentPerTest();

describe("home page, loaded from the embedded content", () => {
  it("has one h1, the hero text and its two actions", async () => {
    renderHome(await prefetched());
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]!.textContent).toBe("Making Medicare Easy, One Choice at a Time");
    const schedule = screen.getByRole("link", { name: /Schedule an Appointment/ });
    expect(schedule.getAttribute("href")).toBe(SCHEDULER);
    expect(schedule.className).toContain("bg-accent-600");
    expect(screen.getByRole("link", { name: "Learn the Basics of Medicare" }).getAttribute("href")).toBe(
      "/medicare/what-is-medicare",
    );
  });

  it("keeps the hero text-first: no image inside it", async () => {
    renderHome(await prefetched());
    const hero = screen.getByRole("heading", { level: 1 }).closest("section")!;
    expect(hero.querySelectorAll("img, [data-slot='image']")).toHaveLength(0);
  });

  it("shows the three plan cards linking to the plan pages, each image with a size and alt text", async () => {
    renderHome(await prefetched());
    const cards = document.querySelectorAll("[data-plan-card]");
    expect([...cards].map((card) => card.getAttribute("data-plan-card"))).toEqual([
      "medicare-advantage",
      "medicare-supplements",
      "part-d",
    ]);
    expect(screen.getByRole("link", { name: /Learn about Medicare Advantage/ }).getAttribute("href")).toBe(
      "/plans/medicare-advantage",
    );
    expect(screen.getByRole("link", { name: /Learn about Medicare Supplements/ }).getAttribute("href")).toBe(
      "/plans/medicare-supplements",
    );
    expect(screen.getByRole("link", { name: /Learn about Part D/ }).getAttribute("href")).toBe("/plans/medicarepartd");
    for (const card of cards) {
      const image = card.querySelector("img")!;
      expect(image.getAttribute("width")).toBe("640");
      expect(image.getAttribute("height")).toBe("360");
      expect(image.getAttribute("alt")).not.toBe("");
      expect(image.getAttribute("src")).toMatch(/^\/images\/home\/.+\.svg$/);
    }
  });

  it("shows the About Us block with four selling points and the stated claims from content, with thousands separators", async () => {
    renderHome(await prefetched());
    const about = screen.getByRole("heading", { level: 2, name: "About Us" }).closest("section")!;
    expect(within(about).getAllByRole("heading", { level: 3 })).toHaveLength(4);
    const claims = [...about.querySelectorAll("[data-claim]")].map((claim) => claim.textContent);
    expect(claims).toEqual([
      "Over 50,000 beneficiaries served since 1992",
      "Over 2,000 five-star reviews",
      "1,500 agents expected at our 2025 event",
    ]);
  });

  it("shows the three latest blog posts as cards linking to the posts", async () => {
    const queryClient = await prefetched();
    const latest = (await embeddedContent().getBlogPosts({ page: 1, limit: 3 })).items;
    renderHome(queryClient);
    const section = screen.getByRole("heading", { level: 2, name: "Latest From Our Blog" }).closest("section")!;
    const links = within(section)
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/blog/"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(latest.map((post) => `/blog/${post.slug}`));
    expect(links.map((link) => link.textContent)).toEqual(latest.map((post) => post.title));
  });

  it("shows the compliance statement with the TPMO disclaimer from content", async () => {
    const settings = (await embeddedContent().getSiteSettings())!;
    renderHome(await prefetched());
    expect(screen.getByTestId("tpmo-disclaimer").textContent).toBe(settings.tpmoDisclaimer);
    expect(
      screen.getByText(
        `${testSite.brand} is not connected with or endorsed by the U.S. government or the federal Medicare program. There is no obligation to enroll.`,
      ),
    ).toBeTruthy();
  });

  it("uses the default title and insurance-agency structured data", async () => {
    renderHome(await prefetched());
    await waitFor(() =>
      expect(document.title).toBe(`Your Local Trusted Medicare Partners in Tupelo, MS | ${testSite.brand}`),
    );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string },
    );
    expect(jsonLd.some((data) => data["@type"] === "InsuranceAgency")).toBe(true);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${testSite.siteUrl}/`);
  });

  it("opens the lead dialog with the default source 'Medicare Breakdown' from the free guide promo", async () => {
    renderHome(await prefetched());
    fireEvent.click(screen.getByRole("button", { name: "Download Free Guide" }));
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Medicare Breakdown");
  });
});

describe("home page states", () => {
  it("keeps showing the prerendered posts when a background refetch fails", async () => {
    const queryClient = await prefetched();
    queryClient.setQueryDefaults(homePostsQuery().queryKey, { retry: false });
    bindContentClient(queryClient, {
      ...embeddedContent(),
      getBlogPosts: () => Promise.reject(new Error("offline")),
    } satisfies ContentClient);
    renderHome(queryClient);
    await queryClient.refetchQueries({ queryKey: homePostsQuery().queryKey });
    expect(queryClient.getQueryState(homePostsQuery().queryKey)?.status).toBe("error");
    expect(screen.queryByText("Failed to load featured blogs. Please try again later.")).toBeNull();
    expect(document.querySelectorAll('[data-slot="content-card"]')).toHaveLength(3);
  });

  it("hides a claim whose number is missing from content", async () => {
    const queryClient = await prefetched();
    const settings = queryClient.getQueryData<SiteSettings | null>(siteSettingsQuery().queryKey)!;
    const withoutSome: SiteSettings = { ...settings, fiveStarReviews: null, servingSince: null };
    queryClient.setQueryData(siteSettingsQuery().queryKey, withoutSome);
    renderHome(queryClient);
    const claims = [...document.querySelectorAll("[data-claim]")].map((claim) => claim.textContent);
    expect(claims).toEqual(["Over 50,000 beneficiaries served", "1,500 agents expected at our 2025 event"]);
  });
});
