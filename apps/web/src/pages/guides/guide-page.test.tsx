// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  PageProviders,
  embeddedContent,
  prefetchedWith,
  renderOnServerAndHydrate,
  setUpEmbeddedContentPerTest,
} from "../../test-support/page-harness.js";
import GuidePage from "./guide-page.js";
import { listPaths, prefetch } from "./guide-page.data.js";

function pageTree(queryClient: QueryClient, path: string) {
  return (
    <PageProviders queryClient={queryClient} entry={path}>
      <GuidePage />
    </PageProviders>
  );
}

const renderGuide = (queryClient: QueryClient, path: string) => render(pageTree(queryClient, path));
const prefetched = (slug: string) => prefetchedWith(prefetch, { params: { slug } });

const COSTS = "medicare-costs-2026";

setUpEmbeddedContentPerTest();

describe("resource guide page, loaded from the embedded content", () => {
  it("shows one h1 with the title, the description and the cover image with its size", async () => {
    renderGuide(await prefetched(COSTS), `/resources/guides/${COSTS}`);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Medicare Costs in 2026",
    ]);
    expect(screen.getByText(/^The 2026 premiums, deductibles and coinsurance/)).toBeTruthy();
    const cover = screen.getByAltText("A stack of coins beside a receipt.");
    expect(cover.getAttribute("width")).toBe("800");
    expect(cover.getAttribute("height")).toBe("600");
    expect(screen.getByText("Updated: January 13, 2026")).toBeTruthy();
  });

  it("links 'Download Resource' to the PDF", async () => {
    renderGuide(await prefetched(COSTS), `/resources/guides/${COSTS}`);
    const download = screen.getByRole("link", { name: /Download Resource/ });
    expect(download.getAttribute("href")).toBe("/embedded-assets/guides/medicare-costs-2026.pdf");
    expect(download.textContent).toContain("(PDF)");
  });

  it("leaves out 'Download Resource' when the guide has no file", async () => {
    renderGuide(await prefetched("dental-vision-hearing-guide"), "/resources/guides/dental-vision-hearing-guide");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dental, Vision and Hearing Coverage Guide");
    expect(screen.queryByRole("link", { name: /Download Resource/ })).toBeNull();
  });

  it("renders the rich content with headings below the h1", async () => {
    renderGuide(await prefetched(COSTS), `/resources/guides/${COSTS}`);
    const body = document.querySelector("[data-slot='rich-text']")!;
    expect(body.textContent?.length).toBeGreaterThan(100);
    expect(body.querySelector("h1")).toBeNull();
  });

  it("lists the 'Topics:' tags", async () => {
    renderGuide(await prefetched(COSTS), `/resources/guides/${COSTS}`);
    const topics = screen.getByRole("list", { name: "Topics:" });
    expect(
      within(topics)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2026 costs", "Premiums", "Deductibles", "IRMAA"]);
  });

  it("links 'Related Resources' to /resources/guides/{slug}", async () => {
    renderGuide(await prefetched(COSTS), `/resources/guides/${COSTS}`);
    const related = screen.getByRole("region", { name: "Related Resources" });
    const links = within(related).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/resources/guides/extra-help-and-savings-programs",
      "/resources/guides/part-d-drug-plan-guide",
      "/resources/guides/medigap-plans-compared",
    ]);
  });

  it("sets the title and the canonical /resources/guides/{slug}, also when reached as /resources/{slug}", async () => {
    renderGuide(await prefetched(COSTS), `/resources/${COSTS}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Medicare Costs in 2026");
    await waitFor(() => expect(document.title).toBe("Medicare Costs in 2026 | Trace Medicare Partners"));
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
      `https://www.tracemedicarepartners.com/resources/guides/${COSTS}`,
    );
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/resources", "/resources/guides"]);
  });
});

describe("resource guide page states", () => {
  it("shows 'Resource Not Found' for an unknown slug", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderGuide(await prefetched("no-such-guide"), "/resources/guides/no-such-guide");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Resource Not Found");
    expect(screen.getByRole("link", { name: "Browse all guides" }).getAttribute("href")).toBe("/resources/guides");
    await waitFor(() => expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex"));
  });
});

describe("resource guide paths", () => {
  it("lists every guide at /resources/guides/{slug} only", async () => {
    const paths = await listPaths(embeddedContent());
    expect(paths).toHaveLength(12);
    expect(paths).toContain(`/resources/guides/${COSTS}`);
    expect(paths.every((path) => path.startsWith("/resources/guides/"))).toBe(true);
  });
});

describe("server rendering", () => {
  it("renders the prefetched page on the server and hydrates it without mismatches", async () => {
    const server = await prefetched(COSTS);
    const { html, problems } = await renderOnServerAndHydrate(server, (queryClient) =>
      pageTree(queryClient, `/resources/guides/${COSTS}`),
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(problems).toEqual([]);
  });
});
