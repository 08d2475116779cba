// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentClient } from "@tupelo-medicare/content";
import { createEmbeddedContentClient } from "@tupelo-medicare/content/embedded";
import { SiteConfigProvider, defaultSiteConfig } from "@tupelo-medicare/ui";
import { setServerContentClient } from "../app/content-client.js";
import { createQueryClient } from "../app/query-client.js";
import { RouterLink } from "../app/router-link.js";
import GenericPage from "./generic-page.js";
import { prefetch } from "./generic-page.data.js";

function renderPage(queryClient: QueryClient, slug: string, path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SiteConfigProvider config={{ LinkComponent: RouterLink }}>
          <GenericPage slug={slug} />
        </SiteConfigProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function prefetched(slug: string): Promise<QueryClient> {
  const queryClient = createQueryClient();
  await prefetch(queryClient, { params: {}, search: new URLSearchParams(), props: { slug } });
  return queryClient;
}

function withClient(overrides: Partial<ContentClient>): QueryClient {
  setServerContentClient({ strict: true, ...overrides } as ContentClient);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return queryClient;
}

beforeEach(() => {
  setServerContentClient(createEmbeddedContentClient({ strict: true }));
});

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

describe("generic content page, loaded from the embedded content", () => {
  it.each([
    ["privacy-policy", "/privacy-policy", "Privacy Policy"],
    ["terms-of-service", "/terms-of-service", "Terms of Service"],
    ["glossary", "/resources/glossary", "Medicare Glossary: Plain-Language Terms"],
    // No title and no metadata title: the page name (SPEC §5).
    ["calculators", "/resources/calculators", "Medicare Cost Calculators"],
  ])("shows %s with one h1, its body and canonical %s", async (slug, path, title) => {
    renderPage(await prefetched(slug), slug, path);
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(document.querySelector("[data-slot='rich-text']")?.textContent?.length).toBeGreaterThan(200);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${defaultSiteConfig.siteUrl}${path}`);
    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
  });

  it("renders the body's level-1 headings as h2 under the page's h1", async () => {
    renderPage(await prefetched("privacy-policy"), "privacy-policy", "/privacy-policy");
    expect(screen.getByRole("heading", { level: 2, name: "Information we collect" }).id).toBe("information-we-collect");
  });

  it("hides a call to action whose fields are all empty", async () => {
    renderPage(await prefetched("privacy-policy"), "privacy-policy", "/privacy-policy");
    expect(document.querySelector("[data-slot='page-call-to-action']")).toBeNull();
  });

  it("shows the page's call to action with a phone link button", async () => {
    renderPage(await prefetched("calculators"), "calculators", "/resources/calculators");
    const cta = screen.getByRole("region", { name: "Prefer to Talk by Phone?" });
    expect(within(cta).getByRole("link", { name: "Call (662) 555-0142" }).getAttribute("href")).toBe("tel:+16625550142");
  });
});

describe("generic content page states", () => {
  it("shows a busy skeleton while loading", () => {
    renderPage(withClient({ getFoundationalPage: () => new Promise(() => undefined) }), "privacy-policy", "/privacy-policy");
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
  });

  it("shows 'Unable to load content' and the advice on failure", async () => {
    renderPage(withClient({ getFoundationalPage: () => Promise.reject(new Error("down")) }), "terms-of-service", "/terms-of-service");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Unable to load content");
    expect(screen.getByText("Please try again later or contact support if the issue persists.")).toBeTruthy();
  });

  it("shows 'Page not found' when the content has no such page", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage(await prefetched("no-such-page"), "no-such-page", "/resources/no-such-page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(warn).toHaveBeenCalled();
  });
});
