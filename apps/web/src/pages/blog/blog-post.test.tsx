// @vitest-environment jsdom
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { CallToAction } from "@tupelo-medicare/content";
import {
  PageProviders,
  embeddedContent,
  prefetchedWith,
  renderOnServerAndHydrate,
  setUpEmbeddedContentPerTest,
} from "../../test-support/page-harness.js";
import { PreviewContext } from "../../preview/inspector.js";
import BlogPost from "./blog-post.js";
import { BlogCallToAction } from "./blog-post-parts.js";
import { listPaths, prefetch } from "./blog-post.data.js";

const navigateTo = vi.hoisted(() => vi.fn<(path: string) => void>());
vi.mock("../../islands/navigate.js", () => ({ navigateTo }));

function pageTree(queryClient: QueryClient, slug: string) {
  return (
    <PageProviders queryClient={queryClient} entry={`/blog/${slug}`}>
      <BlogPost />
    </PageProviders>
  );
}

const renderPost = (queryClient: QueryClient, slug: string) => render(pageTree(queryClient, slug));
const prefetched = (slug: string) => prefetchedWith(prefetch, { params: { slug } });

function jsonLd(type: string): Record<string, unknown> | undefined {
  return [...document.querySelectorAll("script[type='application/ld+json']")]
    .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
    .find((data) => data["@type"] === type);
}

const TURNING_65 = "turning-65-medicare-checklist";

beforeAll(() => {
  // Radix Select calls these pointer and scrolling methods, which jsdom lacks.
  const proto = Element.prototype as unknown as Record<string, unknown>;
  const missing = {
    hasPointerCapture: () => false,
    releasePointerCapture: () => undefined,
    scrollIntoView: () => undefined,
  };
  for (const [name, stub] of Object.entries(missing)) proto[name] ??= stub;
});

setUpEmbeddedContentPerTest();

describe("blog post, loaded from the embedded content", () => {
  it("carries Contentful inspector attributes on title, image, body and related cards in preview only", async () => {
    const query = "[data-contentful-entry-id]";
    const published = renderPost(await prefetched(TURNING_65), TURNING_65);
    expect(published.container.querySelectorAll(query)).toHaveLength(0);
    cleanup();
    const preview = render(
      <PreviewContext.Provider value>{pageTree(await prefetched(TURNING_65), TURNING_65)}</PreviewContext.Provider>,
    );
    const marked = [...preview.container.querySelectorAll<HTMLElement>(query)].map(
      (element) => `${element.dataset.contentfulEntryId}/${element.dataset.contentfulFieldId}`,
    );
    expect(marked.slice(0, 3)).toEqual([
      `post-${TURNING_65}/title`,
      `post-${TURNING_65}/featuredImage`,
      `post-${TURNING_65}/contentBody`,
    ]);
    expect(marked.slice(3).length).toBeGreaterThan(0);
    expect(marked.slice(3).every((mark) => mark.endsWith("/title") && !mark.startsWith(`post-${TURNING_65}/`))).toBe(
      true,
    );
    expect(screen.getByRole("heading", { level: 1 }).dataset.contentfulFieldId).toBe("title");
  });

  it("shows the breadcrumb Home > Blog > title and exactly one h1", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(within(crumbs).getByRole("link", { name: "Blog" }).getAttribute("href")).toBe("/blog");
    expect(
      within(crumbs).getByText("Turning 65? Your Medicare Checklist, Step by Step").getAttribute("aria-current"),
    ).toBe("page");
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      "Turning 65? Your Medicare Checklist, Step by Step",
    ]);
  });

  it("shows the excerpt, 'Published on {date}', the featured image with its size, and the body", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    expect(screen.getByText(/^Turning 65 brings a lot of mail/)).toBeTruthy();
    const published = screen.getByText(/^Published on/);
    expect(published.textContent).toBe("Published on November 18, 2026 by Dana Whitfield");
    const image = screen.getByAltText("A clipboard with three checked boxes and a badge that reads 65.");
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("height")).toBe("675");
    expect(document.querySelector("article [data-slot='rich-text'] h2")).toBeTruthy();
  });

  it("builds 'Explore This Page' from the level-1 headings, linking to their ids", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    const explore = screen.getByRole("navigation", { name: "Explore This Page" });
    const links = within(explore).getAllByRole("link");
    expect(links.length).toBe(5);
    for (const link of links) {
      const id = link.getAttribute("href")!.slice(1);
      const target = document.getElementById(id);
      expect(target?.tagName).toBe("H2");
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it("shows the post's call to action with its button", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    const cta = screen.getByRole("region", { name: "Get Your Free Medicare Breakdown" });
    expect(within(cta).getByRole("link", { name: "Download Free Guide" }).getAttribute("href")).toBe(
      "/medicare-breakdown",
    );
  });

  it("shows related posts linking to /blog/{slug}", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    const related = screen.getByRole("region", { name: "Related Articles" });
    expect(within(related).getAllByRole("article")).toHaveLength(3);
    expect(
      within(related).getByRole("link", { name: "The Initial Enrollment Period, Explained" }).getAttribute("href"),
    ).toBe("/blog/initial-enrollment-period-explained");
  });

  it("opens the lead dialog with the source 'Blog Sidebar' from the sidebar's free-guide button", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    const sidebar = screen.getByRole("complementary", { name: "More from our blog" });
    fireEvent.click(within(sidebar).getByRole("button", { name: "Download Free Guide" }));
    expect((await screen.findByRole("dialog")).dataset.leadSource).toBe("Blog Sidebar");
  });

  it("has 'Book Appointment' to /contact in the sidebar", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    const sidebar = screen.getByRole("complementary", { name: "More from our blog" });
    expect(
      within(sidebar)
        .getByRole("link", { name: /Book Appointment/ })
        .getAttribute("href"),
    ).toBe("/contact");
  });

  it("navigates to /blog?category={slug} when a category is chosen in the sidebar", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    fireEvent.keyDown(screen.getByRole("combobox", { name: /Browse posts by category/ }), { key: "Enter" });
    navigateTo.mockClear();
    fireEvent.click(await screen.findByRole("option", { name: "Enrollment" }));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith("/blog?category=enrollment");
  });

  it("shows the placeholder image, with its size, when the post has none", async () => {
    renderPost(await prefetched("medicare-in-rural-mississippi"), "medicare-in-rural-mississippi");
    const image = document.querySelector("article img")!;
    expect(image.getAttribute("src")).toBe("/images/blog-placeholder.svg");
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("360");
  });

  it("sets the seoFields title and description, the canonical and BlogPosting structured data", async () => {
    renderPost(await prefetched(TURNING_65), TURNING_65);
    await waitFor(() =>
      expect(document.title).toBe("Turning 65 Medicare Checklist: A Step-by-Step Guide | Trace Medicare Partners"),
    );
    expect(document.querySelector("meta[name=description]")?.getAttribute("content")).toMatch(
      /^A plain-language checklist for turning 65/,
    );
    expect(document.querySelector("link[rel=canonical]")?.getAttribute("href")).toBe(
      `https://www.tracemedicarepartners.com/blog/${TURNING_65}`,
    );
    const posting = jsonLd("BlogPosting")!;
    expect(posting.headline).toBe("Turning 65? Your Medicare Checklist, Step by Step");
    expect(posting.datePublished).toBe("2026-11-18T12:00:00.000Z");
    expect(posting.author).toEqual({ "@type": "Person", name: "Dana Whitfield" });
    expect(posting.image).toBe("https://www.tracemedicarepartners.com/embedded-assets/blog/featured-turning-65.webp");
    expect(jsonLd("BreadcrumbList")).toBeTruthy();
  });

  it("falls back to the post's title without seoFields", async () => {
    renderPost(await prefetched("avoiding-the-part-d-late-penalty"), "avoiding-the-part-d-late-penalty");
    const title = screen.getByRole("heading", { level: 1 }).textContent;
    await waitFor(() => expect(document.title).toBe(`${title} | Trace Medicare Partners`));
  });
});

describe("blog post call to action (docs/product.md: Display rules)", () => {
  const base: CallToAction = { id: "cta", title: "", text: "", buttonText: "", buttonLink: "", image: null };
  const renderCta = (cta: CallToAction | null) => render(<BlogCallToAction cta={cta} />);

  it("shows nothing when title, text, button text and link are all empty (or there is none)", () => {
    expect(renderCta({ ...base, title: "  " }).container.innerHTML).toBe("");
    cleanup();
    expect(renderCta(null).container.innerHTML).toBe("");
  });

  it("shows a title-only block without a button", () => {
    renderCta({ ...base, title: "Questions About Your Dates?" });
    expect(screen.getByRole("heading", { name: "Questions About Your Dates?" })).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the block but no button when only one of button text and link is set", () => {
    const { container } = renderCta({ ...base, text: "Call us.", buttonText: "Call now" });
    expect(container.querySelector("[data-slot='blog-call-to-action']")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    cleanup();
    const onlyLink = renderCta({ ...base, buttonLink: "/contact" });
    expect(onlyLink.container.querySelector("[data-slot='blog-call-to-action']")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows the button when both its text and link are set", () => {
    renderCta({
      ...base,
      title: "Prefer to Talk by Phone?",
      buttonText: "Call (662) 555-0142",
      buttonLink: "tel:+16625550142",
    });
    expect(screen.getByRole("link", { name: "Call (662) 555-0142" }).getAttribute("href")).toBe("tel:+16625550142");
  });

  it("follows the rule on the embedded posts: a title-only CTA shows, an empty one does not", async () => {
    renderPost(await prefetched("dental-vision-hearing-coverage-options"), "dental-vision-hearing-coverage-options");
    const block = document.querySelector("[data-slot='blog-call-to-action']")!;
    expect(within(block as HTMLElement).getByRole("heading", { name: "Questions About Your Dates?" })).toBeTruthy();
    expect(within(block as HTMLElement).queryByRole("link")).toBeNull();
    cleanup();
    renderPost(await prefetched("avoiding-the-part-d-late-penalty"), "avoiding-the-part-d-late-penalty");
    expect(document.querySelector("[data-slot='blog-call-to-action']")).toBeNull();
  });
});

describe("blog post states", () => {
  it("shows 'Blog Post Not Found' for an unknown slug", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderPost(await prefetched("no-such-post"), "no-such-post");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Blog Post Not Found");
    expect(screen.getByRole("link", { name: "See all blog posts" }).getAttribute("href")).toBe("/blog");
    await waitFor(() => expect(document.querySelector("meta[name=robots]")?.getAttribute("content")).toBe("noindex"));
  });
});

describe("blog post paths", () => {
  it("lists every post at /blog/{slug}", async () => {
    const paths = await listPaths(embeddedContent());
    expect(paths).toHaveLength(15);
    expect(paths).toContain(`/blog/${TURNING_65}`);
    expect(paths.every((path) => /^\/blog\/[a-z0-9-]+$/.test(path))).toBe(true);
  });
});

describe("server rendering", () => {
  it("renders the prefetched page on the server and hydrates it without mismatches", async () => {
    const server = await prefetched(TURNING_65);
    const { html, problems } = await renderOnServerAndHydrate(server, (queryClient) =>
      pageTree(queryClient, TURNING_65),
    );
    expect(html).not.toContain('aria-busy="true"');
    expect(problems).toEqual([]);
  });
});
