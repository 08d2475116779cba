import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  allowedUris,
  assetHyperlinkDocument,
  blogPostTarget,
  categoryTarget,
  dataUrlAssetTarget,
  disallowedUris,
  entryHyperlinkDocument,
  foundationalEmptyParentTarget,
  foundationalNestedTarget,
  foundationalRootTarget,
  hyperlinkDocument,
  localFileTarget,
  noFieldsEntryTarget,
  noSlugTarget,
  pdfTarget,
  resourceGuideTarget,
  unresolvedAssetTarget,
  unresolvedEntryTarget,
  videoTarget,
} from "./fixtures/links.js";
import { RichText, defaultEntryHref } from "./index.js";
import type { RichTextLinkProps } from "./index.js";

function AppLink({ href, children }: RichTextLinkProps) {
  return (
    <a href={href} data-router-link="">
      {children}
    </a>
  );
}

describe("hyperlinks", () => {
  it.each(allowedUris)("links to the allowed address %s", (uri) => {
    render(<RichText document={hyperlinkDocument(uri)} />);
    expect(screen.getByRole("link", { name: /the link/ })).toHaveAttribute("href", uri);
  });

  it.each(disallowedUris)("renders the link text as plain text for the disallowed address %j", (uri) => {
    const { container } = render(<RichText document={hyperlinkDocument(uri)} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("p")).toHaveTextContent("Before the link after.");
  });

  it("renders a non-string uri as plain text", () => {
    const { container } = render(<RichText document={hyperlinkDocument({ href: "/x" })} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container).toHaveTextContent("the link");
  });

  it("opens external links in a new tab with rel=noopener noreferrer and says so to screen readers", () => {
    render(<RichText document={hyperlinkDocument("https://www.medicare.gov/", "Medicare.gov")} />);
    const anchor = screen.getByRole("link", { name: /^Medicare\.gov\s*\(opens in a new tab\)$/ });
    expect(anchor).toHaveAttribute("target", "_blank");
    expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    const hint = anchor.querySelector(".sr-only");
    expect(hint).toHaveTextContent("(opens in a new tab)");
    expect(hint).not.toHaveAttribute("style");
  });

  it("treats protocol-relative and backslash addresses as external", () => {
    for (const uri of ["//evil.example/x", "/\\evil.example/x"]) {
      const { unmount } = render(<RichText document={hyperlinkDocument(uri)} components={{ Link: AppLink }} />);
      const anchor = screen.getByRole("link");
      expect(anchor).toHaveAttribute("target", "_blank");
      expect(anchor).not.toHaveAttribute("data-router-link");
      unmount();
    }
  });

  it("opens mailto and tel links in place, with the plain anchor", () => {
    render(<RichText document={hyperlinkDocument("tel:+16625550142", "Call us")} components={{ Link: AppLink }} />);
    const anchor = screen.getByRole("link", { name: "Call us" });
    expect(anchor).not.toHaveAttribute("target");
    expect(anchor).not.toHaveAttribute("data-router-link");
  });

  it("renders site-relative links with the app's link component and no new tab", () => {
    render(<RichText document={hyperlinkDocument("/contact-us", "Contact")} components={{ Link: AppLink }} />);
    const anchor = screen.getByRole("link", { name: "Contact" });
    expect(anchor).toHaveAttribute("data-router-link");
    expect(anchor).not.toHaveAttribute("target");
  });

  it("uses a plain anchor for site-relative links when no link component is given", () => {
    render(<RichText document={hyperlinkDocument("/contact-us", "Contact")} />);
    expect(screen.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact-us");
  });
});

describe("entry hyperlinks", () => {
  it.each([
    ["a blog post", blogPostTarget, "/blog/turning-65"],
    ["a foundational page whose parent is '/'", foundationalRootTarget, "/what-is-medicare"],
    ["a foundational page without a parent", foundationalEmptyParentTarget, "/eligibility"],
    ["a foundational page with a parent, slashes collapsed", foundationalNestedTarget, "/medicare/costs"],
    ["a resource guide", resourceGuideTarget, "/resources/guides/medigap-guide"],
    ["a video", videoTarget, "/videos/watch/plan-g"],
    ["any other type: /{contentType}/{slug}", categoryTarget, "/category/enrollment"],
  ])("links %s to its page", (_name, target, href) => {
    render(<RichText document={entryHyperlinkDocument(target)} components={{ Link: AppLink }} />);
    const anchor = screen.getByRole("link", { name: "the entry" });
    expect(anchor).toHaveAttribute("href", href);
    expect(anchor).toHaveAttribute("data-router-link");
  });

  it.each([
    ["an unresolved link", unresolvedEntryTarget],
    ["an entry without fields", noFieldsEntryTarget],
    ["an entry without a slug", noSlugTarget],
    ["no target at all", undefined],
  ])("keeps the text without a link for %s", (_name, target) => {
    const { container } = render(<RichText document={entryHyperlinkDocument(target)} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("p")).toHaveTextContent("See the entry.");
  });

  it("lets the app choose an entry's address, falling back to the default rule on undefined", () => {
    const entryHref = (entry: { sys: { contentType: { sys: { id: string } } } }) =>
      entry.sys.contentType.sys.id === "video" ? "/watch/custom" : undefined;
    const { rerender } = render(<RichText document={entryHyperlinkDocument(videoTarget)} entryHref={entryHref} />);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/watch/custom");
    rerender(<RichText document={entryHyperlinkDocument(blogPostTarget)} entryHref={entryHref} />);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/blog/turning-65");
  });

  it("still refuses unsafe addresses returned by the app's entryHref", () => {
    const { container } = render(
      <RichText document={entryHyperlinkDocument(videoTarget)} entryHref={() => "javascript:alert(1)"} />,
    );
    expect(container.querySelector("a")).toBeNull();
  });

  it("exports the default rule", () => {
    expect(defaultEntryHref(blogPostTarget)).toBe("/blog/turning-65");
    expect(defaultEntryHref(noSlugTarget)).toBeNull();
  });
});

describe("asset hyperlinks", () => {
  it("links to the asset file, https: added to protocol-relative addresses", () => {
    render(<RichText document={assetHyperlinkDocument(pdfTarget)} />);
    expect(screen.getByRole("link", { name: /the file/ })).toHaveAttribute(
      "href",
      "https://assets.ctfassets.net/s/guide.pdf",
    );
  });

  it("links to site-relative files with a plain anchor, not the app's router link", () => {
    render(<RichText document={assetHyperlinkDocument(localFileTarget)} components={{ Link: AppLink }} />);
    const anchor = screen.getByRole("link", { name: "the file" });
    expect(anchor).toHaveAttribute("href", "/embedded-assets/guides/caregivers-guide.pdf");
    expect(anchor).not.toHaveAttribute("data-router-link");
  });

  it.each([
    ["an unsafe file address", dataUrlAssetTarget],
    ["an unresolved asset", unresolvedAssetTarget],
  ])("keeps the text without a link for %s", (_name, target) => {
    const { container } = render(<RichText document={assetHyperlinkDocument(target)} />);
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("p")).toHaveTextContent("Get the file.");
  });
});
