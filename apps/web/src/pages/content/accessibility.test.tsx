// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SiteConfig } from "@tupelo-medicare/ui";
import { matchSiteRoute } from "../../app/site-routes.js";
import {
  prefetchedWith,
  renderWithProviders,
  setUpEmbeddedContentPerTest,
  testSite,
} from "../../test-support/page-harness.js";
import AccessibilityPage, { ACCESSIBILITY_TEXT } from "./accessibility.js";
import { prefetch } from "./generic-page.data.js";

const PATH = "/accessibility";
const prefetched = () => prefetchedWith(prefetch, { props: matchSiteRoute(PATH).route.props ?? {} });
const renderPage = (queryClient: QueryClient, config?: Partial<SiteConfig>) =>
  renderWithProviders(<AccessibilityPage />, { queryClient, entry: PATH, config });
const body = () => document.querySelector("[data-slot='rich-text']") as HTMLElement;
const contactBlock = () => within(screen.getByRole("complementary", { name: ACCESSIBILITY_TEXT.asideLabel }));

setUpEmbeddedContentPerTest();

describe("/accessibility", () => {
  it("is a page of the route table, prefetching the content page 'accessibility'", () => {
    const match = matchSiteRoute(PATH);
    expect(match.status).toBe(200);
    expect(match.route.path).toBe(PATH);
    expect(match.route.props).toEqual({ slug: "accessibility" });
  });

  it("shows the statement from content: one h1, its canonical path and the breadcrumb", async () => {
    renderPage(await prefetched());
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Accessibility Statement",
    ]);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      `${testSite.siteUrl}${PATH}`,
    );
    expect(document.title).toBe(`Accessibility Statement | ${testSite.brand}`);
    const breadcrumb = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(breadcrumb.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(breadcrumb.getByText("Accessibility")).toBeTruthy();
  });

  it("says the standard met, how the site is tested, its limitations, other ways to get information and the review date", async () => {
    renderPage(await prefetched());
    expect(
      within(body())
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "The standard we meet",
      "How we check our website",
      "Parts that may be hard to use",
      "Get our information another way",
      "Tell us about a problem",
      "About this statement",
    ]);
    expect(
      within(body())
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Checks done by computer", "Checks done by hand"]);
    const text = body().textContent ?? "";
    expect(text).toContain("Web Content Accessibility Guidelines, version 2.2, at level AA");
    for (const check of ["axe-core", "keyboard alone", "NVDA", "VoiceOver", "400 percent", "high contrast mode"])
      expect(text).toContain(check);
    for (const limitation of ["YouTube and Vimeo", "transcript", "The map", "PDF files"])
      expect(text).toContain(limitation);
    for (const way of ["By phone.", "By TTY.", "Large print by mail.", "In person."]) expect(text).toContain(way);
    expect(text).toContain("Last reviewed: November 26, 2026");
    expect(text).toContain("We last reviewed this statement on November 26, 2026.");
    expect(text).toContain(`in the box "${ACCESSIBILITY_TEXT.title}" on this page`);
    expect(within(body()).getAllByRole("link", { name: "Contact Us page" })[0]!.getAttribute("href")).toBe(
      "/contact-us",
    );
  });

  it("shows the box the statement names, with the office's phone, TTY, mailing address, e-mail and hours from the site settings", async () => {
    renderPage(await prefetched());
    const block = contactBlock();
    expect(block.getByRole("heading", { level: 2, name: ACCESSIBILITY_TEXT.title })).toBeTruthy();
    expect(block.getByRole("link", { name: testSite.phone.display }).getAttribute("href")).toBe(testSite.phone.href);
    expect(block.getByText(`TTY users call ${testSite.phone.tty}`)).toBeTruthy();
    const address = screen.getByRole("complementary", { name: ACCESSIBILITY_TEXT.asideLabel }).querySelector("address");
    expect(address?.textContent).toBe(
      `${testSite.brand}${testSite.address.street}${testSite.address.locality}, ${testSite.address.region} ${testSite.address.postalCode}`,
    );
    expect(block.getByRole("link", { name: testSite.email }).getAttribute("href")).toBe(`mailto:${testSite.email}`);
    expect(block.getByText(testSite.officeHours.weekdays)).toBeTruthy();
    expect(block.getByRole("link", { name: ACCESSIBILITY_TEXT.messageLink }).getAttribute("href")).toBe("/contact-us");
  });

  it("takes the contact details from the site's settings, not from the page's text", async () => {
    renderPage(await prefetched(), {
      phone: { display: "(555) 010-0199", href: "tel:+15550100199", tty: "7-1-1" },
      email: "help@example.com",
    });
    const block = contactBlock();
    expect(block.getByRole("link", { name: "(555) 010-0199" }).getAttribute("href")).toBe("tel:+15550100199");
    expect(block.getByText("TTY users call 7-1-1")).toBeTruthy();
    expect(block.getByRole("link", { name: "help@example.com" }).getAttribute("href")).toBe("mailto:help@example.com");
    expect(block.queryByText(testSite.phone.display)).toBeNull();
  });
});
