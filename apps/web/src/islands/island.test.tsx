// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import type { ComponentType } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HYDRATION_STRATEGIES, ISLANDS, loadIsland, loadIslands } from "./islands.js";
import type { IslandName } from "./islands.js";
import { islandIdPrefix } from "./island-ids.js";
import { IslandFrame } from "./island-frame.js";
import { Island, IslandCollector, IslandCollectorContext } from "./island.js";
import { renderIslands } from "./render-islands.js";
import { TestSite, testSite } from "../test-support/page-harness.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Server-renders a page with islands, the way entry-server does. */
function serverRender(node: React.ReactNode) {
  const collector = new IslandCollector();
  const html = renderToString(
    <TestSite>
      <IslandCollectorContext.Provider value={collector}>{node}</IslandCollectorContext.Provider>
    </TestSite>,
  );
  return {
    html: renderIslands(html, collector, testSite),
    islands: [...collector.records.values()].map((record) => record.name),
  };
}

/** Hydrates every island of `container` the way entry-client does; resolves when all are live. */
async function hydrateAll(container: HTMLElement) {
  const islands = [...container.querySelectorAll<HTMLElement>("[data-island]")];
  for (const [index, element] of islands.entries()) {
    const Component = (await loadIsland(element.dataset.island as IslandName)) as ComponentType<object>;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    // eslint-disable-next-line @typescript-eslint/require-await -- act() must be awaited to flush the hydration
    await act(async () => {
      hydrateRoot(
        element,
        <IslandFrame site={testSite} onHydrated={() => (element.dataset.hydrated = "true")}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  }
  return islands;
}

beforeAll(() => loadIslands());

describe("islands", () => {
  it("are described once: each one's code loads to a component, and its default moment is a known one", async () => {
    for (const name of Object.keys(ISLANDS) as IslandName[]) {
      expect(typeof (await loadIsland(name)), name).toBe("function");
      expect(HYDRATION_STRATEGIES).toContain(ISLANDS[name].hydrate);
    }
    await expect(loadIsland("nope" as IslandName)).rejects.toThrow('Unknown island "nope"');
  });

  it("carry their hydration moment in the markup: the island's own, or the one a page chose for this use", () => {
    const { html } = serverRender(
      <div>
        <Island name="lead-button" props={{ source: "Blog Sidebar", label: "A" }} />
        <Island name="lead-button" hydrate="interaction" props={{ source: "Blog Sidebar", label: "B" }} />
      </div>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(
      [...container.querySelectorAll<HTMLElement>("[data-island]")].map((element) => element.dataset.hydrate),
    ).toEqual([ISLANDS["lead-button"].hydrate, "interaction"]);
  });

  it("render in place, like any component, without the server's collector (tests, Storybook)", () => {
    render(<Island name="lead-button" props={{ source: "Blog Sidebar", label: "Download Free Guide" }} />);
    expect(screen.getByRole("button", { name: "Download Free Guide" })).toBeTruthy();
    expect(document.querySelector("[data-island]")).toBeNull();
  });

  it("are prerendered inside a display:contents wrapper that carries their name and JSON props", () => {
    const { html, islands } = serverRender(
      <main>
        <h1>Page</h1>
        <Island name="lead-button" props={{ source: "Blog Sidebar", label: "Download Free Guide" }} />
        <Island name="header" props={{ currentPath: "/blog" }} />
      </main>,
    );
    expect(islands).toEqual(["lead-button", "header"]);
    const container = document.createElement("div");
    container.innerHTML = html;
    const wrappers = [...container.querySelectorAll<HTMLElement>("[data-island]")];
    expect(wrappers.map((wrapper) => wrapper.dataset.island)).toEqual(["lead-button", "header"]);
    expect(JSON.parse(wrappers[0]!.dataset.props!)).toEqual({ source: "Blog Sidebar", label: "Download Free Guide" });
    expect(wrappers[0]!.className).toBe("contents");
    expect(wrappers[0]!.querySelector("button")?.textContent).toBe("Download Free Guide");
    expect(wrappers[1]!.querySelector("header")).toBeTruthy();
    expect(html).not.toContain("<!--island:");
  });

  it("whose press opens a dialog are followed by its closed plain-HTML placeholder, which the wrapper names", () => {
    const { html } = serverRender(
      <main>
        <Island name="lead-button" props={{ source: "Blog Sidebar", label: "Download Free Guide" }} />
        <Island name="header" props={{ currentPath: "/blog" }} />
        <Island name="lead-button" hydrate="load" props={{ source: "Blog Sidebar", label: "At load" }} />
        <p>
          <Island name="lead-button" inline props={{ source: "Blog Sidebar", label: "In a paragraph" }} />
        </p>
        <Island name="category-select" props={{ categories: [], value: "all", label: "Filter by category" }} />
      </main>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const wrappers = [...container.querySelectorAll<HTMLElement>("[data-island]")];
    const shells = [...container.querySelectorAll<HTMLDialogElement>("dialog[data-press-shell]")];
    expect(shells).toHaveLength(2);
    for (const [index, title] of ["Get Your Free Medicare Guide", "Menu"].entries()) {
      const shell = shells[index]!;
      expect(wrappers[index]!.dataset.shell).toBe(shell.id);
      expect(wrappers[index]!.nextElementSibling).toBe(shell);
      expect(shell.open).toBe(false);
      // aria-modal only while open (hydrate-when.ts): a closed placeholder must not hold off the toasts' and notices' Escape.
      expect(shell.hasAttribute("aria-modal")).toBe(false);
      const labelledBy = shell.getAttribute("aria-labelledby")!;
      expect([...shell.querySelectorAll("h2")].find((heading) => heading.id === labelledBy)?.textContent).toBe(title);
      expect(shell.querySelector("form[method=dialog] button")?.textContent).toBe("Close");
    }
    // The lead button's holds the guide request's own form, a plain post that works before its island is live (and
    // names its source); the menu's says it is loading.
    const form = shells[0]!.querySelector<HTMLFormElement>("form[method=post]")!;
    expect(form.getAttribute("action")).toBe("/api/leads#guide-form-title");
    expect(form.getAttribute("aria-labelledby")).toBe(shells[0]!.getAttribute("aria-labelledby"));
    expect([...form.querySelectorAll("input:not([type=hidden])")].map((input) => input.getAttribute("name"))).toEqual(
      expect.arrayContaining(["firstName", "lastName", "email", "phone", "zipCode"]),
    );
    expect(form.querySelector<HTMLInputElement>("input[name=source]")?.value).toBe("Blog Sidebar");
    expect(shells[1]!.querySelector("[role=status]")?.textContent).toBe("Loading…");
    // None at load (live before any press), in phrasing content (a <dialog> is not allowed there), or without a dialog.
    expect(wrappers.slice(2).map((wrapper) => wrapper.dataset.shell)).toEqual([undefined, undefined, undefined]);
  });

  it("escape hostile props in the attribute and the markup", () => {
    const { html } = serverRender(
      <Island name="lead-button" props={{ source: "x", label: '"><script>alert(1)</script>' }} />,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("button")?.textContent).toBe('"><script>alert(1)</script>');
  });

  it("hydrate in the browser without mismatches, each as its own root with its own ids", async () => {
    const errors = vi.spyOn(console, "error");
    const { html } = serverRender(
      <div>
        <Island name="header" props={{ currentPath: "/" }} />
        <Island
          name="category-select"
          props={{
            categories: [{ id: "c1", name: "Enrollment", slug: "enrollment" }],
            value: "all",
            label: "Filter by category",
          }}
        />
        <Island name="lead-button" props={{ source: "Medicare Breakdown", label: "Download Free Guide" }} />
      </div>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const islands = await hydrateAll(container);
    expect(islands.map((island) => island.dataset.hydrated)).toEqual(["true", "true", "true"]);
    expect(errors).not.toHaveBeenCalled();
    // React ids are prefixed per island, so two roots never produce the same id.
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.some((id) => id.includes("i1-"))).toBe(true);
    container.remove();
  });
});
