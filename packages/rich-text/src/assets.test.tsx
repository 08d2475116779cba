import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { asset, doc, embeddedAsset } from "./fixtures/builders.js";
import {
  assetWithoutFile,
  bareImage,
  describedImage,
  imageAddresses,
  pdfByExtension,
  pdfByType,
  skippedImageAddresses,
  titledImage,
  unresolvedAsset,
  video,
} from "./fixtures/assets.js";
import { RichText } from "./index.js";
import type { RichTextLinkProps } from "./index.js";

const block = (target: unknown) => doc(embeddedAsset(target));

describe("embedded images", () => {
  it.each(imageAddresses)("shows %s as an image at %s", (url, src) => {
    const { container } = render(<RichText document={block(asset({ url, contentType: "image/png" }))} />);
    expect(container.querySelector("figure > img")).toHaveAttribute("src", src);
  });

  it.each(skippedImageAddresses)("skips %s (not .jpg, .png or .gif, or not a safe address)", (url) => {
    const { container } = render(<RichText document={block(asset({ url, contentType: "image/png" }))} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[data-slot=rich-text]")).toBeEmptyDOMElement();
  });

  it("loads lazily and asynchronously, sized from the asset details, alt from the description", () => {
    render(<RichText document={block(describedImage)} />);
    const image = screen.getByRole("img", { name: "Bar chart of 2026 premiums" });
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "675");
  });

  it("takes alt from the title when there is no description", () => {
    render(<RichText document={block(titledImage)} />);
    expect(screen.getByRole("img", { name: "Only a title" })).toBeInTheDocument();
  });

  it("marks an image with neither as decorative (alt='') and leaves out unknown sizes", () => {
    const { container } = render(<RichText document={block(bareImage)} />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("alt", "");
    expect(image).not.toHaveAttribute("width");
    expect(image).not.toHaveAttribute("height");
  });
});

describe("embedded PDFs", () => {
  it("show as a link with (PDF) in its text, by content type", () => {
    render(<RichText document={block(pdfByType)} />);
    const anchor = screen.getByRole("link", { name: /Medicare Basics \(PDF\)/ });
    expect(anchor).toHaveAttribute("href", "https://assets.ctfassets.net/s/a/guide");
    expect(anchor).toHaveAttribute("target", "_blank");
  });

  it("show as a plain link by .pdf extension, named by file name without a title, never through the router link", () => {
    function AppLink({ href, children }: RichTextLinkProps) {
      return (
        <a href={href} data-router-link="">
          {children}
        </a>
      );
    }
    render(<RichText document={block(pdfByExtension)} components={{ Link: AppLink }} />);
    const anchor = screen.getByRole("link", { name: "medigap-plans-compared.pdf (PDF)" });
    expect(anchor).toHaveAttribute("href", "/embedded-assets/guides/medigap-plans-compared.pdf");
    expect(anchor).not.toHaveAttribute("data-router-link");
    expect(anchor).not.toHaveAttribute("target");
  });

  it("are skipped when their address is unsafe", () => {
    const { container } = render(
      <RichText document={block(asset({ url: "javascript:alert(1)//x.pdf", contentType: "application/pdf" }))} />,
    );
    expect(container.querySelector("a")).toBeNull();
  });
});

describe("other assets", () => {
  it.each([
    ["a video file", video],
    ["an asset without a file", assetWithoutFile],
    ["an unresolved asset link", unresolvedAsset],
    [
      "an entry in place of an asset",
      { sys: { type: "Entry", id: "e", contentType: { sys: { id: "video" } } }, fields: {} },
    ],
    ["no target", undefined],
  ])("render nothing for %s", (_name, target) => {
    const { container } = render(<RichText document={block(target)} />);
    expect(container.querySelector("[data-slot=rich-text]")).toBeEmptyDOMElement();
  });
});
