import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { observerOptions, setIntersectionMode, triggerIntersection } from "../test/observers";
import { Image } from "./image";

const src = "https://images.ctfassets.net/space/asset/photo.jpg";

describe("Image", () => {
  it("waits until it is within 50 px of the viewport, keeping its space", () => {
    setIntersectionMode("manual");
    const { container } = render(<Image src={src} alt="Our office" width={640} height={400} className="w-full" />);
    const placeholder = container.querySelector("[data-slot=image]")!;
    expect(placeholder).toHaveAttribute("data-state", "idle");
    // The space is kept by an SVG of the image's proportions, never a style attribute (the site's CSP allows none).
    expect(placeholder).not.toHaveAttribute("style");
    expect(placeholder.querySelector(":scope > svg")).toHaveAttribute("viewBox", "0 0 640 400");
    expect(container.querySelector("img:not(noscript img)")).toBeNull();
    expect(observerOptions(placeholder)).toEqual([{ rootMargin: "50px", thresholds: [0] }]);

    act(() => {
      triggerIntersection(placeholder);
    });
    const image = screen.getByRole("img", { name: "Our office" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", src);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "640");
    expect(image).toHaveAttribute("height", "400");
    expect(image).not.toHaveAttribute("style");
  });

  it("passes srcset and sizes", () => {
    render(
      <Image src={src} srcSet={`${src}?w=300 300w, ${src}?w=600 600w`} sizes="50vw" alt="" width={600} height={400} />,
    );
    const image = document.querySelector("img")!;
    expect(image).toHaveAttribute("srcset", `${src}?w=300 300w, ${src}?w=600 600w`);
    expect(image).toHaveAttribute("sizes", "50vw");
  });

  it("loads a priority image at once, eagerly", () => {
    setIntersectionMode("manual");
    render(<Image src={src} alt="Hero" width={1200} height={600} priority />);
    const image = screen.getByRole("img", { name: "Hero" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("switches to the 'Image unavailable' placeholder on error and stays there", () => {
    const { rerender } = render(<Image src={src} alt="Jane Doe" width={300} height={300} />);
    fireEvent.error(screen.getByRole("img", { name: "Jane Doe" }));
    const placeholder = screen.getByRole("img", { name: "Image unavailable" });
    expect(placeholder).toHaveAttribute("data-state", "error");
    expect(placeholder).not.toHaveAttribute("style");
    expect(placeholder.querySelector(":scope > svg[aria-hidden=true]")).toHaveAttribute("viewBox", "0 0 300 300");
    expect(document.querySelector("img")).toBeNull();

    rerender(<Image src={src} alt="Jane Doe" width={300} height={300} />);
    expect(screen.getByRole("img", { name: "Image unavailable" })).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
  });

  it("shows the placeholder when there is no address", () => {
    render(<Image src="" alt="Missing" width={300} height={300} fallback={<span>JD</span>} />);
    expect(screen.getByRole("img", { name: "Image unavailable" })).toHaveTextContent("JD");
  });

  it("tries again when given a different address", () => {
    const { rerender } = render(<Image src={src} alt="Photo" width={300} height={300} />);
    fireEvent.error(screen.getByRole("img", { name: "Photo" }));
    rerender(<Image src={`${src}?v=2`} alt="Photo" width={300} height={300} />);
    expect(screen.getByRole("img", { name: "Photo" })).toHaveAttribute("src", `${src}?v=2`);
  });
});

describe("Image markup for a page without React", () => {
  it("the waiting placeholder carries what a plain script needs, and the fallback follows, hidden", () => {
    setIntersectionMode("manual");
    const { container } = render(
      <Image
        src={src}
        srcSet={`${src}?w=300 300w`}
        sizes="50vw"
        alt="Team"
        width={300}
        height={300}
        className="rounded-full"
        referrerPolicy="no-referrer"
        fallback={<b>Person</b>}
      />,
    );
    const placeholder = container.querySelector("[data-slot=image]")!;
    expect(placeholder).toHaveAttribute("data-src", src);
    expect(placeholder).toHaveAttribute("data-srcset", `${src}?w=300 300w`);
    expect(placeholder).toHaveAttribute("data-sizes", "50vw");
    expect(placeholder).toHaveAttribute("data-width", "300");
    expect(placeholder).toHaveAttribute("data-height", "300");
    expect(placeholder).toHaveAttribute("data-img-class", "max-w-full bg-surface-alt rounded-full");
    expect(placeholder.getAttribute("data-fallback-class")).toContain("rounded-full");
    expect(placeholder).toHaveAttribute("data-referrer-policy", "no-referrer");
    const fallback = container.querySelector("[data-image-fallback]")!;
    expect(fallback).toHaveAttribute("hidden");
    expect(fallback.innerHTML).toBe("<b>Person</b>");
  });
});
