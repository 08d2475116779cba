import { render } from "@testing-library/react";
import axe from "axe-core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { everyNodeTypeDocument } from "./fixtures/every-node-type.js";
import { repeatedHeadingsDocument } from "./fixtures/headings.js";
import { RichText } from "./index.js";

async function violations(container: HTMLElement) {
  // jsdom never loads frame documents, and axe's frame messaging rejects jsdom's frame windows ("Respondable target
  // must be a frame in the current window"), so frames are not entered; the iframe elements are still checked.
  const results = await axe.run(container, { iframes: false });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

describe("accessibility (axe-core)", () => {
  beforeEach(() => {
    // jsdom has no canvas; axe's color-contrast check falls back without it (this only silences jsdom's notice).
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  });

  it("finds no violations in a document with every node type and every embed", async () => {
    const { container } = render(
      <main>
        <RichText document={everyNodeTypeDocument} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it("finds no violations with headings shifted below a page title", async () => {
    const { container } = render(
      <main>
        <h1>Page title</h1>
        <RichText document={repeatedHeadingsDocument} headingOffset={1} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });
});

describe("the axe check itself", () => {
  it("reports a frame without a title and a nameless link (so the checks above can fail)", async () => {
    const { container } = render(
      <main>
        <RichText document={everyNodeTypeDocument} />
      </main>,
    );
    container.querySelector("iframe")?.removeAttribute("title");
    container.querySelector("a")?.replaceChildren();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const found = await violations(container);
    expect(found.some((violation) => violation.startsWith("frame-title"))).toBe(true);
    expect(found.some((violation) => violation.startsWith("link-name"))).toBe(true);
  });
});
