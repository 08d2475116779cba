// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IMAGE_LAZY_ROOT_MARGIN, Image } from "@tupelo-medicare/ui";
import { IMAGE_ROOT_MARGIN, startImages } from "./image-runtime.js";
import { stubIntersectionObserver } from "./observer-stub.js";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const SRC = "https://images.ctfassets.net/s/a/photo.jpg";

function page(markup: string) {
  document.body.innerHTML = markup;
  return document.body;
}

describe("the plain image script", () => {
  it("uses the kit's lazy-load margin", () => {
    expect(IMAGE_ROOT_MARGIN).toBe(IMAGE_LAZY_ROOT_MARGIN);
  });

  it("turns a waiting placeholder into the image the kit would render, when it comes near the viewport", () => {
    const observer = stubIntersectionObserver();
    const root = page(
      renderToStaticMarkup(
        <Image
          src={SRC}
          srcSet={`${SRC}?w=300 300w`}
          sizes="50vw"
          alt="Our office"
          width={640}
          height={400}
          className="w-full"
          referrerPolicy="no-referrer"
        />,
      ),
    );
    startImages(root);
    expect(observer.options?.rootMargin).toBe("50px");
    expect(observer.observed).toHaveLength(1);
    observer.intersect(observer.observed[0]!);
    const image = root.querySelector("img")!;
    expect(image.getAttribute("src")).toBe(SRC);
    expect(image.getAttribute("srcset")).toBe(`${SRC}?w=300 300w`);
    expect(image.getAttribute("sizes")).toBe("50vw");
    expect(image.alt).toBe("Our office");
    expect([image.width, image.height]).toEqual([640, 400]);
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.referrerPolicy).toBe("no-referrer");
    expect(image.className).toBe("max-w-full bg-surface-alt w-full");
    expect(root.querySelector("[data-state=idle]")).toBeNull();
  });

  it("switches a failing image for good to its placeholder, with the fallback content it prerendered", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const root = page(
      renderToStaticMarkup(
        <Image src={SRC} alt="Dana" width={300} height={300} className="rounded-full" fallback={<b>Person</b>} />,
      ),
    );
    startImages(root);
    root.querySelector("img")!.dispatchEvent(new Event("error"));
    const placeholder = root.querySelector("[data-slot=image]")!;
    expect(placeholder.tagName).toBe("SPAN");
    expect(placeholder.getAttribute("role")).toBe("img");
    expect(placeholder.getAttribute("aria-label")).toBe("Image unavailable");
    expect(placeholder.className).toContain("rounded-full");
    expect(placeholder.innerHTML).toBe("<b>Person</b>");
    expect(root.querySelector("[data-image-fallback]")).toBeNull();
    expect(root.querySelector("img")).toBeNull();
  });

  it("leaves images inside islands to React", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const root = page(
      `<div data-island="timeline">${renderToStaticMarkup(<Image src={SRC} alt="x" width={10} height={10} />)}</div>`,
    );
    startImages(root);
    expect(root.querySelector("[data-state=idle]")).not.toBeNull();
  });
});
