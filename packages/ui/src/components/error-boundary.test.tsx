import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { InlineErrorBoundary, PageErrorBoundary, SectionErrorBoundary } from "./error-boundary";

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error("Reviews failed");
  return <p>Reviews loaded</p>;
}

function boundaryReports(spy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return spy.mock.calls
    .filter((call) => call[0] === "[ErrorBoundary] Rendering error caught:")
    .map((call) => call[1] as Record<string, unknown>);
}

describe("error boundaries", () => {
  beforeEach(() => {
    shouldThrow = true;
  });

  it("page level: 'Something went wrong' with Try Again and Go Home to /", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <PageErrorBoundary>
        <Fragile />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it("logs message, stack, time, url and user agent to console.error", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <SectionErrorBoundary sectionName="Client Reviews" onError={onError}>
        <Fragile />
      </SectionErrorBoundary>,
    );
    const [report] = boundaryReports(spy);
    expect(report).toMatchObject({
      level: "section",
      section: "Client Reviews",
      message: "Reviews failed",
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    expect(report?.stack).toContain("Reviews failed");
    expect(new Date(String(report?.time)).toISOString()).toBe(report?.time);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), report);
  });

  it("section level: 'Error in {section}' with the documented text, or 'Section Error' without a name", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { unmount } = render(
      <SectionErrorBoundary sectionName="Featured Blogs">
        <Fragile />
      </SectionErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Error in Featured Blogs");
    expect(alert).toHaveTextContent("This section encountered an error and couldn't be displayed.");
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    unmount();
    render(
      <SectionErrorBoundary>
        <Fragile />
      </SectionErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Section Error" })).toBeInTheDocument();
  });

  it("inline level: 'Component error' with a Retry control", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <InlineErrorBoundary>
        <Fragile />
      </InlineErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Component error");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it.each([
    ["page", PageErrorBoundary, "Try Again"],
    ["section", SectionErrorBoundary, "Try Again"],
    ["inline", InlineErrorBoundary, "Retry"],
  ] as const)(
    "%s level: retrying resets the boundary and renders the children again",
    async (_level, Boundary, retry) => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const user = userEvent.setup();
      const onReset = vi.fn();
      render(
        <Boundary onReset={onReset}>
          <Fragile />
        </Boundary>,
      );
      shouldThrow = false;
      await user.click(screen.getByRole("button", { name: retry }));
      expect(onReset).toHaveBeenCalledTimes(1);
      expect(screen.getByText("Reviews loaded")).toBeInTheDocument();
    },
  );

  it("shows the fallback again when the retry fails again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <SectionErrorBoundary sectionName="Reviews">
        <Fragile />
      </SectionErrorBoundary>,
    );
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Error in Reviews");
  });

  it("resets when a reset key changes (e.g. the path)", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { rerender } = render(
      <SectionErrorBoundary resetKeys={["/blog"]}>
        <Fragile />
      </SectionErrorBoundary>,
    );
    shouldThrow = false;
    rerender(
      <SectionErrorBoundary resetKeys={["/videos"]}>
        <Fragile />
      </SectionErrorBoundary>,
    );
    expect(screen.getByText("Reviews loaded")).toBeInTheDocument();
  });
});
