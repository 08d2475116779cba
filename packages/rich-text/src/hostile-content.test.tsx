import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hostileCases, hostileTexts, hostileUris } from "./fixtures/hostile.js";
import { MAX_DEPTH } from "./internal/prepare-document.js";
import { RichText, getContentsList } from "./index.js";
import { findUnsafeDom } from "./test-support/unsafe-dom.js";

describe("the hostile corpus", () => {
  it("has at least 30 inputs", () => {
    expect(hostileCases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostileCases.map((c) => [c.name, c.document] as const))(
    "%s renders without an executable address or markup",
    (_name, document) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const error = vi.spyOn(console, "error");
      const { container } = render(<RichText document={document as never} />);
      expect(findUnsafeDom(container)).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      expect(() => getContentsList(document as never)).not.toThrow();
      // The 5,000-mark case takes seconds under jsdom on a busy 2-core machine: a generous limit, not a speed check.
    },
    90_000,
  );
});

describe("the checker itself", () => {
  it("catches what the corpus must never produce", () => {
    const probe = document.createElement("div");
    probe.innerHTML = `<a href=" JaVa&#x09;Script:alert(1)">a</a><a href="%6A%61vascript:x">b</a><img src="data:image/png,x"><video poster="vbscript:x"></video><p onclick="x"></p><script></script><iframe src="http://x"></iframe>`;
    expect(findUnsafeDom(probe)).toHaveLength(7);
  });
});

describe("hostile text", () => {
  it.each(hostileTexts)("stays text: %s", (value) => {
    const { container } = render(
      <RichText document={hostileCases.find((c) => c.name === `text ${JSON.stringify(value)}`)!.document as never} />,
    );
    expect(container.querySelector("h1")?.textContent).toBe(value);
    expect(container.querySelector("strong")?.textContent).toBe(value);
    expect(container.querySelectorAll("script, img, svg, iframe")).toHaveLength(0);
  });
});

describe("hostile hyperlinks", () => {
  it.each(hostileUris.filter((uri) => !uri.startsWith("https://") && uri !== "onclick=alert(1)"))(
    "%j renders its text without a link",
    (uri) => {
      const { container } = render(
        <RichText
          document={hostileCases.find((c) => c.name === `hyperlink ${JSON.stringify(uri)}`)!.document as never}
        />,
      );
      expect(container.querySelector("a")).toBeNull();
      expect(container).toHaveTextContent("click me");
    },
  );
});

describe("misplaced blocks", () => {
  it("are left out, so the browser never re-parents them (which would break hydration of prerendered pages)", () => {
    const { container } = render(
      <RichText
        document={hostileCases.find((c) => c.name === "blocks where HTML cannot hold them")!.document as never}
      />,
    );
    expect(container.querySelector("[data-slot=rich-text]")?.innerHTML).toBe(
      '<p>before  after</p><h1 id="heading">heading</h1><hr>',
    );
  });
});

describe("oversized documents", () => {
  const byName = (name: string) => hostileCases.find((c) => c.name === name)!.document as never;

  it("keeps 100k characters of text whole", () => {
    const { container } = render(<RichText document={byName("100k characters of text")} />);
    expect(container.querySelector("p")?.textContent).toHaveLength(100_000);
  });

  it("applies each mark once however often it is repeated", () => {
    const { container } = render(<RichText document={byName("5,000 marks on one text")} />);
    expect(container.querySelector("p")?.querySelectorAll("*")).toHaveLength(7);
    expect(container.querySelector("p")).toHaveTextContent("marked");
  });

  it(`cuts nesting at ${MAX_DEPTH} levels`, () => {
    const { container } = render(<RichText document={byName("5,000 nested lists")} />);
    const depth = container.querySelectorAll("ul").length;
    expect(depth).toBeGreaterThan(10);
    expect(depth).toBeLessThanOrEqual(MAX_DEPTH / 2);
    expect(container).not.toHaveTextContent("bottom");
  });

  it("never nests a link inside a link", () => {
    const { container } = render(<RichText document={byName("5,000 nested hyperlinks")} />);
    expect(container.querySelectorAll("a a")).toHaveLength(0);
    expect(container.querySelectorAll("a").length).toBeLessThanOrEqual(1);
  });
});
