import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteConfigProvider } from "../site-config/site-config";
import { Seo, formatPageTitle, type StructuredData } from "./seo";

function meta(selector: string): string | null {
  return document.head.querySelector(selector)?.getAttribute("content") ?? null;
}

function jsonLd(): unknown[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script): unknown =>
    JSON.parse(script.textContent ?? "null"),
  );
}

describe("Seo", () => {
  it("sets the title as '{title} | {brand}' in the document head", () => {
    render(<Seo title="What Is Medicare?" />);
    expect(document.title).toBe("What Is Medicare? | Example Medicare Agency");
    expect(document.head.querySelector("title")).not.toBeNull();
  });

  it("uses the default title with the brand when none is given", () => {
    render(<Seo />);
    expect(document.title).toBe("Plain-language Medicare help from an example agency | Example Medicare Agency");
    expect(formatPageTitle("  ", { brand: "B", defaultTitle: "D" })).toBe("D | B");
    expect(formatPageTitle("About | B", { brand: "B", defaultTitle: "D" })).toBe("About | B");
  });

  it("sets description, an absolute canonical link, Open Graph and Twitter tags", () => {
    render(
      <Seo
        title="Blog"
        description="Tips and answers."
        canonical="/blog"
        image="/images/share.jpg"
        imageAlt="Our office"
        ogType="article"
      />,
    );
    expect(meta('meta[name="description"]')).toBe("Tips and answers.");
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.example.com/blog",
    );
    expect(meta('meta[property="og:title"]')).toBe("Blog | Example Medicare Agency");
    expect(meta('meta[property="og:description"]')).toBe("Tips and answers.");
    expect(meta('meta[property="og:url"]')).toBe("https://www.example.com/blog");
    expect(meta('meta[property="og:type"]')).toBe("article");
    expect(meta('meta[property="og:site_name"]')).toBe("Example Medicare Agency");
    expect(meta('meta[property="og:image"]')).toBe("https://www.example.com/images/share.jpg");
    expect(meta('meta[property="og:image:alt"]')).toBe("Our office");
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta('meta[name="twitter:title"]')).toBe("Blog | Example Medicare Agency");
    expect(meta('meta[name="twitter:description"]')).toBe("Tips and answers.");
    expect(meta('meta[name="twitter:image"]')).toBe("https://www.example.com/images/share.jpg");
    expect(meta('meta[name="robots"]')).toBeNull();
  });

  it("adds robots noindex when asked", () => {
    render(<Seo title="Page Not Found" noindex />);
    expect(meta('meta[name="robots"]')).toBe("noindex");
  });

  it("uses the site configuration's brand and address", () => {
    render(
      <SiteConfigProvider config={{ brand: "Other Brand", siteUrl: "https://example.org" }}>
        <Seo title="Team" canonical="/team" />
      </SiteConfigProvider>,
    );
    expect(document.title).toBe("Team | Other Brand");
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://example.org/team");
  });

  const kinds: [StructuredData, Record<string, unknown>][] = [
    [
      { type: "webpage", name: "What Is Medicare?" },
      { "@type": "WebPage", name: "What Is Medicare?", url: "https://www.example.com/medicare/what-is-medicare" },
    ],
    [
      {
        type: "blogpost",
        headline: "Part B",
        datePublished: "2025-01-05",
        author: "Jane Doe",
        image: "//images.example/a.jpg",
      },
      {
        "@type": "BlogPosting",
        headline: "Part B",
        datePublished: "2025-01-05",
        dateModified: "2025-01-05",
        author: { "@type": "Person", name: "Jane Doe" },
      },
    ],
    [
      {
        type: "video",
        name: "Parts explained",
        uploadDate: "2024-10-01",
        duration: "PT4M10S",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      },
      { "@type": "VideoObject", name: "Parts explained", description: "Parts explained", duration: "PT4M10S" },
    ],
    [
      { type: "collectionpage", name: "Videos", items: [{ name: "One", url: "/videos/watch/one" }] },
      {
        "@type": "CollectionPage",
        mainEntity: {
          "@type": "ItemList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "One", url: "https://www.example.com/videos/watch/one" },
          ],
        },
      },
    ],
    [
      { type: "insurance", aggregateRating: { ratingValue: 4.8, reviewCount: 100 } },
      {
        "@type": "InsuranceAgency",
        name: "Example Medicare Agency",
        telephone: "+15550100199",
        email: "hello@example.com",
        address: {
          "@type": "PostalAddress",
          streetAddress: "100 Example Street",
          addressLocality: "Exampleville",
          addressRegion: "MS",
          postalCode: "38800",
        },
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: 4.8,
          reviewCount: 100,
          bestRating: 5,
          worstRating: 1,
        },
      },
    ],
    [
      { type: "faq", questions: [{ question: "When can I switch?", answer: "October 15 to December 7." }] },
      {
        "@type": "FAQPage",
        mainEntity: [
          {
            "@type": "Question",
            name: "When can I switch?",
            acceptedAnswer: { "@type": "Answer", text: "October 15 to December 7." },
          },
        ],
      },
    ],
  ];

  it.each(kinds)("writes JSON-LD for $type", (data, expected) => {
    render(<Seo title="Page" canonical="/medicare/what-is-medicare" structuredData={data} />);
    const [first] = jsonLd();
    expect(first).toMatchObject({ "@context": "https://schema.org", ...expected });
  });

  it("writes several JSON-LD blocks", () => {
    render(<Seo structuredData={[{ type: "webpage" }, { type: "insurance" }]} />);
    expect(jsonLd().map((item) => (item as { "@type": string })["@type"])).toEqual(["WebPage", "InsuranceAgency"]);
  });

  it("escapes '<' so content can never close the script tag", () => {
    const hostile = "</script><script>alert(1)</script> & <!--";
    render(<Seo structuredData={{ type: "faq", questions: [{ question: hostile, answer: "a > b" }] }} />);
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain("<");
    expect(script.innerHTML).toContain("\\u003c/script\\u003e");
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(JSON.parse(script.textContent ?? "")).toMatchObject({
      mainEntity: [{ name: hostile, acceptedAnswer: { text: "a > b" } }],
    });
  });
});
