import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { doc, embeddedEntry, entry, inlineEntry, link, paragraph } from "./fixtures/builders.js";
import {
  emptyCta,
  externalCta,
  foundationalPageNested,
  foundationalPageTop,
  fullCta,
  legacyBlogPost,
  linkWithoutTextCta,
  pageBlogPost,
  phoneCta,
  resourceGuide,
  textWithoutLinkCta,
  titleOnlyCta,
  youTubeEmbed,
} from "./fixtures/entries.js";
import { RichText, renderRichText } from "./index.js";
import type { BlogPostCardProps, CallToActionProps, ResourceCardProps, RichTextLinkProps } from "./index.js";

const block = (target: unknown) => doc(embeddedEntry(target));

function AppLink({ href, children, className }: RichTextLinkProps) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}

describe("resource guides", () => {
  it("render as a card linking to /resources/{slug}", () => {
    const { container } = render(<RichText document={block(resourceGuide)} />);
    const card = container.querySelector("article[data-slot=rich-text-resource-card]");
    expect(card).not.toBeNull();
    expect(screen.getByRole("link", { name: "Medicare Basics Guide" })).toHaveAttribute(
      "href",
      "/resources/medicare-basics",
    );
    expect(card).toHaveTextContent("The four parts of Medicare on one page.");
    expect(card?.querySelector("img")).toHaveAttribute("src", "/embedded-assets/guides/medicare-basics.webp");
    expect(card?.querySelector("img")).toHaveAttribute("alt", "");
  });

  it("use the app's link component inside the default card", () => {
    render(<RichText document={block(resourceGuide)} components={{ Link: AppLink }} />);
    expect(screen.getByRole("link", { name: "Medicare Basics Guide" })).toHaveAttribute("data-router-link");
  });

  it("go to the ResourceCard component when one is given", () => {
    const ResourceCard = vi.fn((props: ResourceCardProps) => <p>custom {props.title}</p>);
    render(<RichText document={block(resourceGuide)} components={{ ResourceCard }} />);
    expect(screen.getByText("custom Medicare Basics Guide")).toBeInTheDocument();
    expect(ResourceCard.mock.calls[0]?.[0]).toMatchObject({
      href: "/resources/medicare-basics",
      title: "Medicare Basics Guide",
      description: "The four parts of Medicare on one page.",
      image: { src: "/embedded-assets/guides/medicare-basics.webp", alt: "" },
      entry: resourceGuide,
    });
  });

  it("can be sent elsewhere by entryHref", () => {
    render(<RichText document={block(resourceGuide)} entryHref={() => "/resources/guides/medicare-basics"} />);
    expect(screen.getByRole("link")).toHaveAttribute("href", "/resources/guides/medicare-basics");
  });

  it("render nothing without a slug or a title", () => {
    for (const fields of [{ title: "No slug" }, { slug: "no-title" }]) {
      const { container, unmount } = render(<RichText document={block(entry("resourceGuide", fields))} />);
      expect(container.querySelector("[data-slot=rich-text]")).toBeEmptyDOMElement();
      unmount();
    }
  });
});

describe("blog posts", () => {
  it.each([
    ["pageBlogPost", pageBlogPost, "/blog/turning-65", "Turning 65: What to Do First"],
    ["blogPost", legacyBlogPost, "/blog/part-d-penalty", "The Part D Late Penalty"],
  ])("%s entries render as a card linking to /blog/{slug}", (_type, target, href, title) => {
    const { container } = render(<RichText document={block(target)} />);
    expect(container.querySelector("article[data-slot=rich-text-blog-post-card]")).not.toBeNull();
    expect(screen.getByRole("link", { name: title })).toHaveAttribute("href", href);
  });

  it("show the published date as a long US date", () => {
    render(<RichText document={block(pageBlogPost)} />);
    expect(screen.getByText("January 5, 2025")).toHaveAttribute("datetime", "2025-01-05T00:00:00.000Z");
  });

  it("go to the BlogPostCard component when one is given", () => {
    const BlogPostCard = vi.fn((props: BlogPostCardProps) => <p>{props.excerpt}</p>);
    render(<RichText document={block(pageBlogPost)} components={{ BlogPostCard }} />);
    expect(BlogPostCard.mock.calls[0]?.[0]).toMatchObject({
      href: "/blog/turning-65",
      title: "Turning 65: What to Do First",
      excerpt: "Your first steps with Medicare.",
      publishedDate: "2025-01-05T00:00:00.000Z",
      image: { src: "/embedded-assets/blog/featured-turning-65.webp" },
    });
  });
});

describe("foundational pages", () => {
  it("render as a link to /{pageSlug} when the parent is '/'", () => {
    render(<RichText document={block(foundationalPageTop)} />);
    expect(screen.getByRole("link", { name: "The Medicare Breakdown" })).toHaveAttribute("href", "/medicare-breakdown");
  });

  it("render as a link to /{parent}/{pageSlug} with duplicate slashes collapsed, named by page name when untitled", () => {
    render(<RichText document={block(foundationalPageNested)} />);
    expect(screen.getByRole("link", { name: "Eligibility" })).toHaveAttribute("href", "/medicare/eligibility");
  });
});

describe("website calls to action", () => {
  it("show title, first paragraph of the copy, image and a button", () => {
    const { container } = render(<RichText document={block(fullCta)} />);
    const cta = container.querySelector("[data-slot=rich-text-cta]");
    expect(cta).toHaveTextContent("Get Your Free Medicare Breakdown");
    expect(cta).toHaveTextContent("A plain-language guide to every part of Medicare.");
    expect(cta).not.toHaveTextContent("Second paragraph");
    expect(screen.getByRole("link", { name: "Download Free Guide" })).toHaveAttribute("href", "/medicare-breakdown");
    expect(cta?.querySelector("img")).toHaveAttribute("src", "/embedded-assets/blog/cta-free-guide.webp");
  });

  it("pass the button to the CallToAction component only when both its text and link are set", () => {
    const CallToAction = vi.fn((props: CallToActionProps) => <p>{props.title}</p>);
    render(
      <RichText
        document={doc(
          embeddedEntry(fullCta),
          embeddedEntry(textWithoutLinkCta),
          embeddedEntry(externalCta),
          embeddedEntry(phoneCta),
        )}
        components={{ CallToAction }}
      />,
    );
    const buttons = CallToAction.mock.calls.map(([props]) => props.button);
    expect(buttons).toEqual([
      { text: "Download Free Guide", href: "/medicare-breakdown", external: false },
      null,
      { text: "Schedule an Appointment", href: "https://scheduler.example.com/tupelo", external: true },
      { text: "Call (662) 555-0142", href: "tel:+16625550142", external: false },
    ]);
  });

  it("show a title-only block without a button", () => {
    const { container } = render(<RichText document={block(titleOnlyCta)} />);
    expect(container.querySelector("[data-slot=rich-text-cta]")).toHaveTextContent("Questions About Your Dates?");
    expect(container.querySelector("a")).toBeNull();
  });

  it("show no button when only the button text is set", () => {
    const { container } = render(<RichText document={block(textWithoutLinkCta)} />);
    expect(container.querySelector("[data-slot=rich-text-cta]")).toHaveTextContent("No link yet");
    expect(container.querySelector("a")).toBeNull();
    expect(container).not.toHaveTextContent("Click me");
  });

  it("show the block when only the link is set (the rule counts it), still without a button", () => {
    const { container } = render(<RichText document={block(linkWithoutTextCta)} />);
    expect(container.querySelector("[data-slot=rich-text-cta]")).not.toBeNull();
    expect(container.querySelector("a")).toBeNull();
  });

  it("render nothing when title, text, button text and link are all empty", () => {
    const { container } = render(<RichText document={block(emptyCta)} />);
    expect(container.querySelector("[data-slot=rich-text-cta]")).toBeNull();
  });

  it("open external buttons in a new tab", () => {
    render(<RichText document={block(externalCta)} />);
    expect(screen.getByRole("link", { name: /Schedule an Appointment/ })).toHaveAttribute("target", "_blank");
  });

  it("drop the button, not the block, when the link is unsafe", () => {
    const hostile = entry("websiteCta", { ctaTitle: "Hi", ctaButtonText: "Go", ctaButtonLink: "javascript:alert(1)" });
    const { container } = render(<RichText document={block(hostile)} />);
    expect(container.querySelector("[data-slot=rich-text-cta]")).toHaveTextContent("Hi");
    expect(container.querySelector("a")).toBeNull();
  });
});

describe("youTubeEmbed", () => {
  it("renders the YouTube video with its title", () => {
    render(<RichText document={block(youTubeEmbed)} />);
    expect(screen.getByTitle("Medicare Advantage overview")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/Ma0vErv1eW2",
    );
  });

  it("accepts only YouTube links (a Vimeo or other link shows nothing)", () => {
    for (const youTubeLink of ["https://vimeo.com/824613579", "https://example.com/video", ""]) {
      const { container, unmount } = render(
        <RichText document={block(entry("youTubeEmbed", { title: "x", youTubeLink }))} />,
      );
      expect(container.querySelector("iframe, video")).toBeNull();
      unmount();
    }
  });
});

describe("inline embedded entries", () => {
  it("render as a link with the entry's title", () => {
    render(
      <RichText
        document={doc(paragraph("Read ", inlineEntry(pageBlogPost), " and ", inlineEntry(resourceGuide), "."))}
      />,
    );
    expect(screen.getByRole("link", { name: "Turning 65: What to Do First" })).toHaveAttribute(
      "href",
      "/blog/turning-65",
    );
    expect(screen.getByRole("link", { name: "Medicare Basics Guide" })).toHaveAttribute(
      "href",
      "/resources/guides/medicare-basics",
    );
  });

  it("render nothing for calls to action and YouTube embeds, which have no page", () => {
    const { container } = render(
      <RichText document={doc(paragraph("A", inlineEntry(fullCta), inlineEntry(youTubeEmbed), "B"))} />,
    );
    expect(container.querySelector("p")?.innerHTML).toBe("AB");
  });
});

describe("unknown and unresolved entries", () => {
  it("render nothing for an unknown content type and warn once per type per process, not per render", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const unknown = entry("testimonialCarousel", { title: "Reviews" });
    const document = doc(
      embeddedEntry(unknown),
      paragraph(inlineEntry(unknown)),
      embeddedEntry(entry("testimonialCarousel", {})),
    );
    const { container } = render(<RichText document={document} />);
    render(<RichText document={document} />);
    renderRichText(document);
    expect(container.querySelector("[data-slot=rich-text]")?.textContent).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"testimonialCarousel"');
    render(<RichText document={block(entry("anotherUnknownType", {}))} />);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["a Link object (missing from includes)", link("Entry", "gone")],
    ["an entry without fields", { sys: { id: "x", type: "Entry", contentType: { sys: { id: "pageBlogPost" } } } }],
    ["an entry without a content type", { sys: { id: "x", type: "Entry" }, fields: { title: "t", slug: "s" } }],
    ["no target", undefined],
    ["a string target", "javascript:alert(1)"],
  ])("render nothing, without crashing, for %s", (_name, target) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { container } = render(
      <RichText document={doc(embeddedEntry(target), paragraph("A", inlineEntry(target), "B"))} />,
    );
    expect(container.querySelector("[data-slot=rich-text]")?.innerHTML).toBe("<p>AB</p>");
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("renderEntry: the app's own embedded entries", () => {
  const tool = entry("medicareTimelineTool", { title: "Timeline", heading: "<b>Your dates</b>" });

  it("renders an entry of a type the package does not know, block and inline, as text", () => {
    const renderEntry = vi.fn((target: { fields: Record<string, unknown> }, placement: { inline: boolean }) =>
      placement.inline ? (
        <span data-testid="inline-tool">{String(target.fields.heading)}</span>
      ) : (
        <section data-testid="block-tool">{String(target.fields.heading)}</section>
      ),
    );
    const { container } = render(
      <RichText document={doc(embeddedEntry(tool), paragraph(inlineEntry(tool)))} renderEntry={renderEntry} />,
    );
    expect(screen.getByTestId("block-tool")).toHaveTextContent("<b>Your dates</b>");
    expect(screen.getByTestId("inline-tool")).toHaveTextContent("<b>Your dates</b>");
    expect(container.querySelector("b")).toBeNull();
    expect(renderEntry.mock.calls.map((call) => call[1])).toEqual([{ inline: false }, { inline: true }]);
  });

  it("undefined leaves the entry to the package's rules; null shows nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<RichText document={block(resourceGuide)} renderEntry={() => undefined} />);
    expect(screen.getByRole("link", { name: "Medicare Basics Guide" })).toBeInTheDocument();
    const { container } = render(<RichText document={block(resourceGuide)} renderEntry={() => null} />);
    expect(container.querySelector("article")).toBeNull();
    render(<RichText document={block(tool)} />);
    expect(warn).toHaveBeenCalled();
  });
});
