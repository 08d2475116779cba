// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  cleanUpAfterEachTest,
  renderWithProviders,
  TestSite,
  testQueryClient,
  testSite,
} from "../../test-support/page-harness.js";
import NotFoundPage from "./not-found.js";
import { prefetch } from "./not-found.data.js";
import { PageRouteContext } from "../../app/page-route.js";

const renderPage = (path: string) =>
  renderWithProviders(<NotFoundPage />, { queryClient: testQueryClient(), entry: path });

cleanUpAfterEachTest();

describe("not-found page", () => {
  it("says 'Page Not Found' with the documented text in one h1 page", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage("/no/such/page");
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Page Not Found",
    ]);
    expect(screen.getByText("We're sorry, the page you are looking for doesn't exist or has been moved.")).toBeTruthy();
  });

  it("has a 'Return to Home' button and the phone number as a tel: link", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage("/no/such/page");
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: testSite.phone.display }).getAttribute("href")).toBe(testSite.phone.href);
  });

  it("is marked noindex and titled 'Page Not Found'", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPage("/no/such/page");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(document.title).toBe(`Page Not Found | ${testSite.brand}`);
  });

  it("logs the missing path once, not on every render", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const queryClient = testQueryClient();
    const page = (
      <QueryClientProvider client={queryClient}>
        <PageRouteContext.Provider value={{ pathname: "/old-page", search: new URLSearchParams(), params: {} }}>
          <NotFoundPage />
        </PageRouteContext.Provider>
      </QueryClientProvider>
    );
    const view = render(page, { wrapper: TestSite });
    view.rerender(page);
    view.rerender(page);
    const calls = warn.mock.calls.filter((call) => String(call[0]).includes("/old-page"));
    expect(calls).toHaveLength(1);
  });

  it("prefetches nothing", async () => {
    const queryClient = testQueryClient();
    await prefetch(queryClient, { params: {}, search: new URLSearchParams(), props: {} });
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
